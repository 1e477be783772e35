/** A file's bytes as base64, read off the main thread (FileReader), for openImport. */
export function fileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
    reader.readAsDataURL(file)
  })
}

/** What is imported: a file chosen or dropped, or a table pasted (read as a file named pasted.txt). */
export type ImportSourceFile = File | { name: string; text: string }

export function base64Of(source: ImportSourceFile): Promise<string> {
  if (source instanceof Blob) return fileAsBase64(source)
  return fileAsBase64(new Blob([source.text], { type: 'text/plain;charset=utf-8' }))
}

/** A file's size in bytes (a pasted table's as UTF-8), to refuse one larger than an import reads. */
export const sizeOf = (source: ImportSourceFile): number =>
  source instanceof Blob ? source.size : new Blob([source.text]).size
