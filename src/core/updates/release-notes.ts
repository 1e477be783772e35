/** A release's notes as electron-updater gives them: GitHub's HTML, or one entry per version. */
export type ReleaseNotes = string | { version: string; note: string | null }[] | null | undefined

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

const MAX_LENGTH = 20_000

/** GitHub's release notes (HTML) as plain text: lists as bullets, paragraphs as lines, no markup. */
export function releaseNotesText(notes: ReleaseNotes): string {
  const html = Array.isArray(notes)
    ? notes.map((entry) => `<p>${entry.version}</p>${entry.note ?? ''}`).join('')
    : (notes ?? '')
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    // As a browser lays it out: line breaks in the source are spaces; blocks, items and <br> break lines.
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/?(p|div|h[1-6]|ul|ol|blockquote|pre|table|tr)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : entity
      }
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text
}
