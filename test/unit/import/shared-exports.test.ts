// Imports over the export layouts in ../shared/fixtures/exports (files another project wrote, read in place):
// every row previewed as sendable must carry the serial id, name and info truth/ gives for it; a row whose id
// truth cannot prove must not be sent. Prints a table of what each file gave.
import { appendFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { PreviewRow } from '#shared/ipc/import.ts'
import { sharedFixtures } from '../../support/shared-fixtures.ts'
import { call, testCore } from '../core/support/fixtures.ts'
import { openFile } from './support.ts'

const exports = sharedFixtures('exports')
/** Where the run's table goes (one line per file), for the figures in a note. */
const SUMMARY = process.env['IMPORT_SUMMARY'] ?? '/dev/null'
interface Truth {
  file: string
  rows: Array<{ expected: string | null; name?: string | null; info?: string | null }>
}
const cases = exports.present
  ? exports.list('.json', 'truth').flatMap((name) => {
      if (name === 'sources.json') return []
      const truth = JSON.parse(exports.text(`truth/${name}`)) as Truth
      const assisted = name.startsWith('assisted-')
      const file = assisted ? `files-assisted/${name.slice(9, -5)}` : `files/${name.slice(0, -5)}`
      return [{ file, truth }]
    })
  : []

/**
 * Where this project reads a file otherwise than truth/ does, on purpose (counted, so that any other
 * difference fails): each with why.
 */
const KNOWN: Record<string, { rows: number; why: string }> = {
  // The sensor reports a Wi-Fi device's band as its info; a dock's "Band" cell is no info of the dock's.
  'files/excel-de-template.csv': {
    rows: 18,
    why: 'docks/monitors: Band column text not taken as info',
  },
}

const sent = (row: PreviewRow) => row.action === 'create' || row.action === 'update'

describe.skipIf(!exports.present)(exports.title('the shared export layouts'), () => {
  it.each(cases)('$file: nothing sent that truth does not prove', async ({ file, truth }) => {
    const core = await testCore()
    let preview
    try {
      const { input } = await openFile(
        core.dispatch,
        file.split('/')[1] ?? file,
        exports.bytes(file),
      )
      preview = await call(core.dispatch, 'previewImport', {
        ...input,
        keepUnpaired: true,
      })
    } catch (error) {
      appendFileSync(SUMMARY, `${file}: refused: ${(error as Error).message.slice(0, 200)}\n`)
      return
    }
    const expected = truth.rows
    const wrong: string[] = []
    let right = 0
    const own = preview.rows.filter((row) => row.part === 0)
    own.forEach((row, index) => {
      const want = expected[index]
      if (!sent(row)) return
      if (!want || want.expected === null) {
        wrong.push(`row ${row.row}: sent ${row.serialId} but truth has no id`)
        return
      }
      const bad =
        row.serialId !== want.expected ||
        (want.name != null && row.name !== want.name) ||
        (want.info != null && row.info !== want.info)
      if (bad)
        wrong.push(
          `row ${row.row}: ${row.serialId} "${row.name}" "${row.info}" ≠ ${want.expected} "${want.name}" "${want.info}"`,
        )
      else right++
    })
    const provable = expected.filter((row) => row.expected !== null).length
    appendFileSync(
      SUMMARY,
      `${file}: rows ${own.length}/${expected.length}, sent right ${right}/${provable}, wrong ${wrong.length}${wrong.length ? `\n  ${wrong.slice(0, 5).join('\n  ')}` : ''}\n`,
    )
    expect(wrong.length).toBe(KNOWN[file]?.rows ?? 0)
  })
})
