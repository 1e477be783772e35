// The tools whose files the import recognises: the window names each one and says its notes in its own
// words, and its English is the English main prints on the command line (`Read as: …` and the notes).
import { describe, expect, it } from 'vitest'
import { IMPORT_SOURCE_IDS, SOURCE_NOTE_CODES } from '#shared/ipc/import.ts'
import { describeColumns } from '#core/import/mapping.ts'
import { SOURCES } from '#core/import/sources/index.ts'
import { sourceLabel, sourceLabelId } from '#shared/import/source-label.ts'
import { ekahau } from '#core/import/sources/surveys.ts'
import { wordWhy } from '#renderer/features/import/coded-texts.ts'
import { english, german } from '../../renderer/translate.ts'
import { unsaid } from '../../support/said-texts.ts'
import { fixture, tableOf } from './support.ts'

describe("the import's tools in the window's words", () => {
  it('lists every tool recognised by its id, once', () => {
    expect(SOURCES.map((source) => source.id).sort()).toEqual([...IMPORT_SOURCE_IDS].sort())
  })

  it('names every tool in English and in German, the command line as the window', () => {
    for (const source of SOURCES) {
      expect(sourceLabel('en', source.id)).toBe(english(sourceLabelId(source.id)))
      expect(sourceLabel('de', source.id)).toBe(german(sourceLabelId(source.id)))
      expect(german(sourceLabelId(source.id))).not.toBe(sourceLabelId(source.id))
    }
    expect(sourceLabel('en', 'meraki-dashboard')).toBe('Cisco Meraki dashboard device list (CSV)')
    expect(sourceLabel('de', 'snipe-it')).toBe('Asset-Export aus Snipe-IT')
  })

  it("says every tool's notes as main does, each code made by a tool", () => {
    const notes = SOURCES.flatMap((source) => source.notes)
    expect([...new Set(notes.map((note) => note.code))].sort()).toEqual(
      [...SOURCE_NOTE_CODES].sort(),
    )
    expect(unsaid(notes)).toEqual([])
  })

  it("names the tool in a column's reason in the window's words", async () => {
    const table = await tableOf('ekahau.csv', fixture('sources/ekahau-access-points.csv'))
    const whys = describeColumns(table, ekahau).columns.flatMap((column) => column.why ?? [])
    const own = whys.filter((why) => why.code === 'source-field' || why.code === 'source-ignored')
    expect(own.length).toBeGreaterThan(0)
    for (const why of own) {
      expect(why.values?.['source']).toBe('ekahau')
      expect(wordWhy(english, why)).toBe(why.message)
    }
    expect(own.map((why) => wordWhy(german, why))).toContain(
      'ausgelassen: aus „Access-Point-Liste einer Ekahau-WLAN-Begehung“ nicht verwendet',
    )
  })
})
