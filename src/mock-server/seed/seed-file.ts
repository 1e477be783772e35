import { readFileSync } from 'node:fs'

/** A seed file's JSON, not yet checked (the server checks a seed when it applies it). */
export function readSeedFile(file: string): unknown {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`cannot read the seed file ${file}: ${(error as Error).message}`, {
      cause: error,
    })
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new Error(`the seed file ${file} is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    })
  }
}
