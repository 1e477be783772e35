/**
 * Columns of the file named inside a sentence of either language (the window's German, the command line's
 * English): the file's own headers and values with ' · ' between them, no quotes or words of one language.
 */
export const columnList = (items: readonly string[]): string => items.join(' · ')
