// Reading the README and docs/*.md as the docs tests need them: their sh blocks with the expectations
// written after each command, their relative links, and the anchors of their headings.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../../..')

/** README.md and every page of docs/, as paths relative to the repository root. */
export function docFiles(): string[] {
  const pages = readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`)
  return ['README.md', ...pages]
}

export interface Command {
  /** The shell line (continuation lines joined), without its comment. */
  command: string
  /** `# exit N` after it; 0 when not given. */
  exitCode: number
  /** `# → TEXT` after it: its output (stdout and stderr) contains TEXT. */
  output?: string
  line: number
}

export interface ShBlock {
  file: string
  /** 1-based line of the opening fence. */
  line: number
  commands: Command[]
  /** The reason of a preceding `<!-- not run by the docs test: REASON -->`; undefined when it runs. */
  notRun?: string
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/
const NOT_RUN = /^\s*<!--\s*not run by the docs test:(.*?)-->\s*$/
const MARKER_START = /^\s*<!--\s*not run by the docs test/

/** Every ```sh block of a markdown text, with the marker lines that do not precede one (mistakes). */
export function shBlocks(
  file: string,
  text: string,
): { blocks: ShBlock[]; strayMarkers: number[] } {
  const lines = text.split('\n')
  const blocks: ShBlock[] = []
  const strayMarkers: number[] = []
  let pendingMarker: { reason: string; line: number } | undefined
  for (let index = 0; index < lines.length; index++) {
    const current = lines[index] ?? ''
    const fence = FENCE.exec(current)
    if (!fence) {
      if (MARKER_START.test(current)) {
        if (pendingMarker) strayMarkers.push(pendingMarker.line)
        const marker = NOT_RUN.exec(current)
        // A marker written another way still stops the block from running: its reason is then empty.
        pendingMarker = { reason: marker?.[1]?.trim() ?? '', line: index + 1 }
      } else if (current.trim() !== '' && pendingMarker) {
        strayMarkers.push(pendingMarker.line)
        pendingMarker = undefined
      }
      continue
    }
    const [, indent = '', ticks = '```', lang = ''] = fence
    const body: string[] = []
    const start = index
    for (index++; index < lines.length; index++) {
      const inner = lines[index] ?? ''
      if (inner.trim().startsWith(ticks) && inner.trim().replace(/[`~]/g, '') === '') break
      body.push(inner.startsWith(indent) ? inner.slice(indent.length) : inner.trimStart())
    }
    if (lang === 'sh') {
      blocks.push({
        file,
        line: start + 1,
        commands: commandsOf(body, start + 2),
        ...(pendingMarker ? { notRun: pendingMarker.reason } : {}),
      })
    } else if (pendingMarker) {
      strayMarkers.push(pendingMarker.line)
    }
    pendingMarker = undefined
  }
  if (pendingMarker) strayMarkers.push(pendingMarker.line)
  return { blocks, strayMarkers }
}

/** The commands of a block's lines (firstLine: the file's line of the first). */
export function commandsOf(body: string[], firstLine: number): Command[] {
  const commands: Command[] = []
  let pending = ''
  let pendingLine = firstLine
  body.forEach((raw, offset) => {
    const { code, comment } = splitComment(raw)
    if (pending === '') pendingLine = firstLine + offset
    if (code.endsWith('\\')) {
      pending += `${code.slice(0, -1)} `
      return
    }
    const command = (pending + code).trim()
    pending = ''
    if (command === '') return
    const exit = /^exit (\d+)\b/.exec(comment)
    const arrow = comment.indexOf('→')
    commands.push({
      command,
      exitCode: exit ? Number(exit[1]) : 0,
      ...(arrow >= 0 ? { output: comment.slice(arrow + 1).trim() } : {}),
      line: pendingLine,
    })
  })
  return commands
}

/** A shell line's code and its comment: the first `#` after a blank, outside quotes. */
export function splitComment(line: string): { code: string; comment: string } {
  let quote: string | undefined
  for (let index = 0; index < line.length; index++) {
    const char = line[index]
    if (quote) {
      if (char === quote) quote = undefined
      else if (char === '\\' && quote === '"') index++
    } else if (char === "'" || char === '"') {
      quote = char
    } else if (char === '\\') {
      index++
    } else if (char === '#' && (index === 0 || /\s/.test(line[index - 1] ?? ''))) {
      return { code: line.slice(0, index).trimEnd(), comment: line.slice(index + 1).trim() }
    }
  }
  return { code: line.trimEnd(), comment: '' }
}

/** The text with every fenced block's lines blank (line numbers kept). */
export function outsideFences(text: string): string {
  const out: string[] = []
  let fence: string | undefined
  for (const line of text.split('\n')) {
    const opening = FENCE.exec(line)
    if (fence) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '')
        fence = undefined
      out.push('')
    } else if (opening) {
      fence = opening[2]
      out.push('')
    } else {
      out.push(line)
    }
  }
  return out.join('\n')
}

/** The text outside fenced blocks and inline code, where links are links. */
export function prose(text: string): string {
  return outsideFences(text).replace(/`[^`]*`/g, '``')
}

/** The inline code spans outside fenced blocks. */
export function codeSpans(text: string): string[] {
  return [...outsideFences(text).matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')
}

/** Every link and image target of a markdown text, outside code. */
export function linkTargets(text: string): string[] {
  return [...prose(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  )
}

/** The anchors GitHub gives a markdown text's headings (with -1, -2 … for repeats). */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of outsideFences(text).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const slug = slugOf((heading[1] ?? '').replace(/`/g, ''))
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** GitHub's heading slug: the text of the heading, lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

export function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8')
}
