/**
 * The lines of a paste as the tool printed them: what people add when they paste into a chat, a ticket or
 * a Markdown note is taken off (code fences, `> ` quotes, `- `, `* `, `1. ` list markers, an indentation
 * every line shares). One line stays one line, so line numbers still point at the paste.
 */
const FENCE = /^\s*(?:```|~~~)/
const QUOTE = /^\s*(?:>\s?)+/
const MARKER = /^(\s*)(?:[-*+]|\d{1,3}[.)])(\s+)(?=\S)/

const blank = (line: string) => line.trim() === ''
const indent = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0
/** The least of many numbers (a paste has more lines than a spread takes arguments). */
const least = (numbers: readonly number[]) => numbers.reduce((a, b) => Math.min(a, b), Infinity)

/** List markers replaced by spaces of their width, where the paste is a list (not where `*` is data). */
function withoutMarkers(lines: readonly string[]): string[] {
  const filled = lines.filter((line) => !blank(line))
  const marked = filled.filter((line) => MARKER.test(line))
  const first = filled[0]
  if (marked.length === 0 || first === undefined) return [...lines]
  const width = least(marked.map((line) => MARKER.exec(line)?.[0].length ?? 0))
  // Every line an item, or items whose other lines are indented under them (a paste into one item).
  const list =
    marked.length === filled.length ||
    (MARKER.test(first) && filled.every((line) => MARKER.test(line) || indent(line) >= width))
  if (!list) return [...lines]
  return lines.map((line) => line.replace(MARKER, (whole) => ' '.repeat(whole.length)))
}

export function unpasted(lines: readonly string[]): string[] {
  let out = lines.map((line) => (FENCE.test(line) ? '' : line))
  const filled = out.filter((line) => !blank(line))
  if (filled.length > 0 && filled.every((line) => QUOTE.test(line)))
    out = out.map((line) => line.replace(QUOTE, ''))
  out = withoutMarkers(out)
  const shared = least(out.filter((line) => !blank(line)).map(indent))
  return shared > 0 && Number.isFinite(shared) ? out.map((line) => line.slice(shared)) : out
}
