/** One area's messages in one language: ICU MessageFormat text by id ('area.what'). */
export type Catalog = Record<string, string>
