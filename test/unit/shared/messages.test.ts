import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { areaCatalogs as windowAreas } from '#shared/messages/catalog.ts'
import { cliAreaCatalogs, cliMessages as messages } from '#shared/messages/cli-catalog.ts'

/** Every area: the window's and the core's, and the command lines' own. */
const areaCatalogs = [...windowAreas, ...cliAreaCatalogs]

// Every message of the catalog in English and German: the same ids, both parse, both take the same values,
// every message is used (by the window, the core, the command line or shared code) and every id asked for
// exists.

const SRC = join(import.meta.dirname, '../../../src')
const CATALOGS = join(SRC, 'shared/messages')
const USERS = ['renderer/src', 'core', 'cli', 'shared'].map((folder) => join(SRC, folder))

/** The values a message takes and how (`count:plural`, `name:argument`, `b:tag`), sorted. */
function valuesOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isPluralElement(element) || isSelectElement(element)) {
      found.add(`${element.value}:${isPluralElement(element) ? 'plural' : 'select'}`)
      for (const option of Object.values(element.options)) valuesOf(option.value, found)
    } else if (isTagElement(element)) {
      found.add(`${element.value}:tag`)
      valuesOf(element.children, found)
    } else if (isNumberElement(element) || isDateElement(element) || isTimeElement(element))
      found.add(`${element.value}:${element.type}`)
    else if (isArgumentElement(element)) found.add(`${element.value}:argument`)
  }
  return found
}

function pluralsOf(elements: MessageFormatElement[], found: string[][] = []): string[][] {
  for (const element of elements) {
    if (isPluralElement(element)) {
      found.push(Object.keys(element.options))
      for (const option of Object.values(element.options)) pluralsOf(option.value, found)
    } else if (isSelectElement(element))
      for (const option of Object.values(element.options)) pluralsOf(option.value, found)
    else if (isTagElement(element)) pluralsOf(element.children, found)
  }
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === CATALOGS ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const ids = Object.keys(messages.en)
const source = USERS.flatMap(sourceFiles).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}))

describe('the message catalog', () => {
  it('German has every English message and no other, area by area', () => {
    for (const area of areaCatalogs) {
      expect(Object.keys(area.de).sort()).toEqual(Object.keys(area.en).sort())
    }
    expect(Object.keys(messages.de).sort()).toEqual([...ids].sort())
  })

  it('no id is defined by two areas', () => {
    const counted = areaCatalogs.reduce((sum, area) => sum + Object.keys(area.en).length, 0)
    expect(counted).toBe(ids.length)
  })

  it.each(ids)('%s parses in both languages and takes the same values', (id) => {
    const en = parse(messages.en[id as keyof typeof messages.en])
    const de = parse(messages.de[id as keyof typeof messages.de])
    expect(messages.de[id as keyof typeof messages.de].trim()).not.toBe('')
    expect([...valuesOf(de)].sort()).toEqual([...valuesOf(en)].sort())
    // English and German plurals need 'one' and 'other' (the rules' only categories in both).
    for (const forms of [...pluralsOf(en), ...pluralsOf(de)]) {
      expect(forms).toContain('other')
      expect(forms.some((form) => form === 'one' || form === '=1')).toBe(true)
    }
  })

  it('every message is used', () => {
    const literal = (text: string) =>
      source.some((file) => file.text.includes(`'${text}'`) || file.text.includes(`"${text}"`))
    // An area declared as codeMessages<Code>()('prefix', 'suffix'), or said as `prefix.${code}`, names its
    // ids `prefix.code` + suffix.
    const areas = source.flatMap((file) => [
      ...[
        ...file.text.matchAll(/codeMessages<[\s\S]*?>\(\)\(\s*'([^']+)'(?:,\s*'([^']+)')?\s*\)/g),
      ].map(([, prefix, suffix = '']) => ({ prefix: `${prefix}.`, suffix })),
      ...[
        ...file.text.matchAll(/`([a-zA-Z-]+(?:\.[a-zA-Z-]+)+)\.\$\{\w+\}((?:\.[a-zA-Z-]+)*)`/g),
      ].map(([, prefix, suffix = '']) => ({ prefix: `${prefix}.`, suffix })),
    ])
    expect(areas.length).toBeGreaterThan(0)
    const codeOf = (id: string) =>
      areas.flatMap(({ prefix, suffix }) =>
        id.startsWith(prefix) && id.endsWith(suffix)
          ? [id.slice(prefix.length, id.length - suffix.length)]
          : [],
      )
    const unused = ids.filter((id) => !literal(id) && !codeOf(id).some(literal))
    expect(unused).toEqual([])
  })

  it('every id asked for is a message', () => {
    const asked = source
      .filter((file) => !file.path.startsWith('renderer/src/i18n/'))
      .flatMap((file) =>
        [
          ...file.text.matchAll(
            /\b(?:t|id|coded)[(:=]\s*\{?\s*['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g,
          ),
        ].map((match) => `${file.path}: ${match[1]}`),
      )
    expect(asked.length).toBeGreaterThan(0)
    const unknown = asked.filter((where) => !ids.includes(where.split(': ')[1]!))
    expect(unknown).toEqual([])
  })
})
