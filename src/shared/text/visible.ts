/**
 * Text from outside (a device's name, a service's message) shown to a person with every character that
 * could act instead of being read written out as an escape: C0 controls (ESC starts the sequences that
 * retitle, recolour or clear a terminal), DEL, C1 controls (U+009B is a one-character CSI) and the
 * bidirectional controls that reorder what follows them. The result holds none of them, so visible()
 * of it changes nothing (safe to apply twice); a backslash stays as it is.
 */
export interface VisibleOptions {
  /** Keep \n as a line break (text of ours whose lines must survive); else shown as `\n`. */
  newlines?: boolean
  /** Keep \t as a tab; else shown as `\t`. */
  tabs?: boolean
}

const NAMED: Readonly<Record<number, string>> = { 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r' }

/** Bidi controls: ALM, LRM, RLM, the embeddings and overrides LRE…RLO, the isolates LRI…PDI. */
function isBidiControl(code: number): boolean {
  return (
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

/** C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), and the bidi controls. */
export function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || isBidiControl(code)
}

function escapeOf(code: number): string {
  const named = NAMED[code]
  if (named) return named
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`
}

/** Whether the text holds a character visible() would escape (\n and \t included). */
export function hasControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true
  return false
}

export function visible(text: string, options: VisibleOptions = {}): string {
  let out = ''
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (!isControl(code)) continue
    if ((code === 0x0a && options.newlines) || (code === 0x09 && options.tabs)) continue
    out += text.slice(from, i) + escapeOf(code)
    from = i + 1
  }
  return from === 0 ? text : out + text.slice(from)
}

export interface VisiblePart {
  text: string
  /** An escape written for a control character (a window may show it apart from the text). */
  escape: boolean
}

/** visible() in pieces, the escapes apart, for a display that marks them; joined, the same text. */
export function visibleParts(text: string, options: VisibleOptions = {}): VisiblePart[] {
  const parts: VisiblePart[] = []
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (!isControl(code)) continue
    if ((code === 0x0a && options.newlines) || (code === 0x09 && options.tabs)) continue
    if (i > from) parts.push({ text: text.slice(from, i), escape: false })
    parts.push({ text: escapeOf(code), escape: true })
    from = i + 1
  }
  if (from < text.length) parts.push({ text: text.slice(from), escape: false })
  return parts
}
