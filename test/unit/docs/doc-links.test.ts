// Every relative link of the README and docs/*.md reaches a file that exists, and the heading it names;
// every path the pages write as code (`src/core/registry`) exists; and the README's layout names every
// folder of src/ as it is (docs/architecture.md too).
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeSpans, docFiles, headingAnchors, linkTargets, read, ROOT } from './markdown.ts'

const files = docFiles()

/** What is wrong with a link target of `file`, or undefined when it reaches what it names. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined // https:, mailto:
  const [pathPart = '', anchor] = target.split('#', 2)
  const resolved = pathPart === '' ? file : path.posix.join(path.posix.dirname(file), pathPart)
  const absolute = path.join(ROOT, resolved)
  if (resolved.startsWith('..') || !existsSync(absolute)) return `${target}: no ${resolved}`
  if (anchor === undefined) return undefined
  if (!resolved.endsWith('.md') || statSync(absolute).isDirectory())
    return `${target}: an anchor in a file that is no markdown page`
  if (!headingAnchors(read(resolved)).has(decodeURIComponent(anchor)))
    return `${target}: ${resolved} has no heading #${anchor}`
  return undefined
}

/** A path of the repository written as code: a top folder of ours, then a path without wildcards. */
const REPO_PATH = /^(src|test|bench|scripts|bin|build|docs)\/[\w./-]*$/

describe('the docs links', () => {
  it.each(files)('%s links only to files and headings that exist', (file) => {
    const broken = linkTargets(read(file))
      .map((target) => brokenLink(file, target))
      .filter((problem) => problem !== undefined)
    expect(broken).toEqual([])
  })

  it.each(files)('%s names only paths that exist', (file) => {
    const missing = codeSpans(read(file))
      .filter((span) => REPO_PATH.test(span))
      .filter((span) => !existsSync(path.join(ROOT, span)))
    expect(missing).toEqual([])
  })

  it('knows a broken link and a missing heading when it sees one', () => {
    expect(brokenLink('docs/x.md', 'no-such-page.md')).toBe(
      'no-such-page.md: no docs/no-such-page.md',
    )
    expect(brokenLink('README.md', 'docs/troubleshooting.md#no-keychain')).toBeUndefined()
    expect(brokenLink('README.md', 'docs/troubleshooting.md#no-such-heading')).toMatch(/no heading/)
    expect(brokenLink('README.md', '#no-such-heading')).toMatch(/no heading/)
  })
})

describe('the layout the docs describe', () => {
  const folders = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/${entry.name}/`)

  it("names every folder of src/ in the README's layout, and only folders that exist", () => {
    const readme = read('README.md')
    const layout = /## Layout\n+```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? ''
    const listed = layout.split('\n').map((line) => line.split(/\s+/)[0] ?? '')
    expect(listed.filter((folder) => !existsSync(path.join(ROOT, folder)))).toEqual([])
    expect(folders.filter((folder) => !listed.includes(folder))).toEqual([])
  })

  it('names every folder of src/ in docs/architecture.md', () => {
    const architecture = read('docs/architecture.md')
    expect(folders.filter((folder) => !architecture.includes(`\`${folder}\``))).toEqual([])
  })
})
