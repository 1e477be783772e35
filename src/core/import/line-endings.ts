import { coded } from '#shared/coded-text.ts'
import type { FileNotice } from '#shared/ipc/import.ts'

/** Which line breaks a file uses outside quoted cells. */
export interface LineEndings {
  crlf: number
  lf: number
  cr: number
  /** Still inside a quoted cell at the end: a quote was never closed. */
  openQuote: boolean
}

/**
 * Text chunks with every line break outside quotes written as '\n' ('\r\n' and a lone '\r' too), so a
 * file that mixes them (a CRLF header, LF rows appended by a script) keeps every row. Quoted cells keep
 * their line breaks as written.
 */
export async function* unifyLineEndings(
  chunks: AsyncIterable<string>,
  seen: LineEndings,
): AsyncGenerator<string> {
  let quoted = false
  let pendingCr = false
  for await (const chunk of chunks) {
    let out = ''
    let from = 0
    for (let index = 0; index < chunk.length; index++) {
      const char = chunk.charCodeAt(index)
      if (pendingCr) {
        pendingCr = false
        if (char === 10) {
          seen.crlf++
          from = index + 1
          continue
        }
        seen.cr++
      }
      if (char === 34) quoted = !quoted
      else if (char === 13 && !quoted) {
        out += `${chunk.slice(from, index)}\n`
        from = index + 1
        pendingCr = true
      } else if (char === 10 && !quoted) seen.lf++
    }
    out += chunk.slice(from)
    if (out !== '') yield out
  }
  if (pendingCr) seen.cr++
  seen.openQuote = quoted
}

/** A notice when a file mixes line breaks: nothing is lost, but the person may wonder why rows moved. */
export function mixedNotice(seen: LineEndings): FileNotice | undefined {
  const kinds = [
    seen.crlf > 0 && { key: 'crlf', text: `${seen.crlf} CRLF (Windows)` },
    seen.lf > 0 && { key: 'lf', text: `${seen.lf} LF (Linux, macOS)` },
    seen.cr > 0 && { key: 'cr', text: `${seen.cr} CR (old Mac)` },
  ].filter((kind) => kind !== false)
  if (kinds.length < 2) return undefined
  // Which kinds the file mixes, as one key ('crlf_lf'), for the window's words.
  const mix = kinds.map((kind) => kind.key).join('_')
  return coded('import.notice.mixed-line-breaks', {
    mix,
    crlf: seen.crlf,
    lf: seen.lf,
    cr: seen.cr,
  })
}
