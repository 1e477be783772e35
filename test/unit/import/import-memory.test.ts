// What the import remembers of one file comes back whole when the file is opened again.
import { describe, expect, it } from 'vitest'
import { createImportMemory } from '#core/import/import-memory.ts'
import type { Remembered } from '#shared/ipc/import.ts'
import { tempDir } from '../core/support/fixtures.ts'

describe('import memory', () => {
  it('gives back every choice remembered for a file, the columns answered among them', async () => {
    const memory = createImportMemory(await tempDir())
    const state: Omit<Remembered, 'savedAt'> = {
      mapping: ['serialId', 'ignore', 'location'],
      choices: [{ row: 2, part: 1, serialId: 'Network;00:00:5e:00:53:2b;WiFi' }],
      edits: [{ row: 3, column: 0, value: '00:00:5e:00:53:2c' }],
      ssids: ['Northwind-Corp'],
      acceptSuggestions: true,
      readings: ['hex'],
      answeredColumns: [0, 2],
    }
    await memory.remember('again.csv 42 abc', state)
    expect(await memory.remembered('again.csv 42 abc')).toEqual({
      ...state,
      savedAt: expect.any(String),
    })
    expect(await memory.remembered('other.csv 42 abc')).toBeNull()
  })
})
