import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseSync, Visitor } from 'vite'

// The renderer imports the CSS of the Mantine components it uses (src/renderer/src/app/mantine-styles.ts),
// not all of @mantine/core/styles.css. This test finds what it uses from the renderer's own imports,
// following Mantine's modules to the components they build on (Select on Combobox, Popover, Input…),
// so a component added without its styles fails here, naming the missing line.
const root = path.resolve(import.meta.dirname, '../../..')
const rendererDir = path.join(root, 'src/renderer/src')
const stylesFile = path.join(rendererDir, 'app/mantine-styles.ts')
const mantineDir = path.join(root, 'node_modules/@mantine/core')
const esmDir = path.join(mantineDir, 'esm')
const ALWAYS = ['baseline.css', 'default-css-variables.css', 'global.css']

type Imports = { source: string; names: { imported: string; local: string }[] }[]

function importsOf(file: string): Imports {
  const { program, errors } = parseSync(file, readFileSync(file, 'utf8'))
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`)
  const found: Imports = []
  type Specifier = {
    type: string
    importKind?: string
    imported?: { name?: string }
    local: { name: string }
  }
  // Types have no styles: `import type { … }` and `import { type … }` are left out.
  const add = (source: string, specifiers: unknown[] = []) =>
    found.push({
      source,
      names: (specifiers as Specifier[])
        .filter((spec) => spec.type === 'ImportSpecifier' && spec.importKind !== 'type')
        .map((spec) => ({
          imported: spec.imported?.name ?? spec.local.name,
          local: spec.local.name,
        })),
    })
  new Visitor({
    ImportDeclaration: (node) =>
      add(node.source.value, node.importKind === 'type' ? [] : node.specifiers),
    ExportNamedDeclaration: (node) => node.source && add(node.source.value),
    ExportAllDeclaration: (node) => add(node.source.value),
  }).visit(program)
  return found
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))

/** The names the renderer imports from @mantine/core. */
function usedNames(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(rendererDir))
    for (const entry of importsOf(file))
      if (entry.source === '@mantine/core') for (const n of entry.names) names.add(n.imported)
  return names
}

/**
 * The component CSS files those names need: the stylesheet of every CSS module their modules reach
 * (`RadioCard.module.mjs` is `styles/RadioCard.css`), parts kept in a subfolder (Radio's RadioCard)
 * or under utils/ (InlineInput, the label beside a radio or checkbox) included.
 */
function requiredStyles(names: Set<string>): Set<string> {
  const entry = path.join(esmDir, 'index.mjs')
  const moduleOf = new Map<string, string>()
  for (const { source, names: imported } of importsOf(entry))
    for (const n of imported) moduleOf.set(n.local, path.resolve(esmDir, source))
  const queue = [...names].map((name) => {
    const file = moduleOf.get(name)
    if (!file) throw new Error(`@mantine/core exports no ${name}`)
    return file
  })
  const seen = new Set<string>()
  const styles = new Set<string>()
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const cssModule = /([^\\/]+)\.module\.mjs$/.exec(file)?.[1]
    if (cssModule) {
      const css = `${cssModule}.css`
      if (!existsSync(path.join(mantineDir, 'styles', css)))
        throw new Error(`${path.relative(esmDir, file)} has no styles/${css}`)
      styles.add(css)
    }
    for (const { source } of importsOf(file))
      if (source.startsWith('.')) queue.push(path.resolve(path.dirname(file), source))
  }
  return styles
}

/** The CSS files mantine-styles.ts imports, in order. */
function importedStyles(): string[] {
  return importsOf(stylesFile).map(({ source }) => {
    const match = /^@mantine\/core\/styles\/(.+\.css)$/.exec(source)
    if (!match)
      throw new Error(`mantine-styles.ts imports ${source}: only @mantine/core/styles/*.css`)
    return match[1]!
  })
}

describe("the renderer's Mantine styles", () => {
  it('imports the CSS of every component the renderer uses, and of the components they build on', () => {
    const required = [...ALWAYS, ...requiredStyles(usedNames())]
    const missing = required.filter((file) => !importedStyles().includes(file))
    expect(missing.map((file) => `import '@mantine/core/styles/${file}'`)).toEqual([])
  })

  it('imports no CSS of components it does not use', () => {
    const required = new Set([...ALWAYS, ...requiredStyles(usedNames())])
    expect(importedStyles().filter((file) => !required.has(file))).toEqual([])
  })

  it("keeps the order of Mantine's own styles.css, so later rules still win as Mantine intends", () => {
    const all = readFileSync(path.join(mantineDir, 'styles.css'), 'utf8')
    const positions = importedStyles().map((file) => {
      const css = readFileSync(path.join(mantineDir, 'styles', file), 'utf8').trim()
      return { file, at: all.indexOf(css) }
    })
    expect(positions.filter((p) => p.at < 0)).toEqual([])
    const sorted = [...positions].sort((a, b) => a.at - b.at)
    expect(positions.map((p) => p.file)).toEqual(sorted.map((p) => p.file))
  })
})
