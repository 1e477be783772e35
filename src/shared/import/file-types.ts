/** The files import reads, by their endings: lists (CSV, text, JSON) and Ekahau projects (.esx, a ZIP). */
export const IMPORT_EXTENSIONS = ['csv', 'txt', 'tsv', 'json', 'esx'] as const

/** The same for a browser's file input (`accept`), with the types a browser may name instead. */
export const IMPORT_ACCEPT = [
  ...IMPORT_EXTENSIONS.map((extension) => `.${extension}`),
  'text/csv',
  'text/plain',
  'application/json',
].join(',')
