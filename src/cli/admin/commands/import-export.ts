import { writeFile } from 'node:fs/promises'
import { fileText } from '#core/import/export.ts'
import type { ImportPlanInput, ImportPreview } from '#shared/ipc/import.ts'
import { flag, text, texts } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { commandError, usageError, type UsageError } from '../errors.ts'
import { english, type Say } from '../../language.ts'
import { fileNotes, previewText, reportText } from './import-format.ts'
import { importHelp } from './import-help.ts'
import {
  choicesOf,
  columnsQuestion,
  defaultTypeOf,
  encodingOf,
  mappingOf,
  networksQuestion,
  suggestionsOf,
} from './import-options.ts'
import { listedPlace, locationRequired, placementOf } from './placement.ts'

const listed = (rows: number[], t: Say) =>
  rows.length > 20
    ? t('cli.import.rows-and-more', { rows: rows.slice(0, 20).join(', '), more: rows.length - 20 })
    : rows.join(', ')

/** Options the file has no use for: said, never ignored. */
function unusedOptions(preview: ImportPreview, input: ImportPlanInput): UsageError | undefined {
  const unused = preview.unusedOptions ?? []
  if (unused.includes('ssids')) return usageError('cli.import.unused-ssid')
  if (unused.includes('defaultType'))
    return usageError('cli.import.unused-type', { type: input.defaultType ?? '' })
  return undefined
}

/**
 * The file checked as it would be sent: suggestions accepted when asked (added to `input.choices`), and
 * refused with what to do when a question is open (its networks, rows without a location).
 */
async function checkedPreview(
  context: CommandContext,
  input: ImportPlanInput,
): Promise<ImportPreview> {
  let preview = await context.call('previewImport', input)
  const unused = unusedOptions(preview, input)
  if (unused) throw unused
  if (flag(context.args, 'accept-suggestions')) {
    const accepted = suggestionsOf(preview, input.choices)
    if (accepted.length) {
      input.choices = [...input.choices, ...accepted]
      preview = await context.call('previewImport', input)
      if (!context.json)
        context.io.stderr(`${context.t('cli.import.accepted', { count: accepted.length })}\n`)
    }
  }
  const networks = networksQuestion(preview, english)
  if (networks)
    throw commandError('import_rows', 'cli.import.networks-question', networks, {
      shown: networksQuestion(preview, context.t),
    })
  const columns = columnsQuestion(preview, english)
  if (columns)
    throw commandError('import_rows', 'cli.import.columns-question', columns, {
      shown: columnsQuestion(preview, context.t),
    })
  const unplaced = preview.rows.filter((row) =>
    row.findings.some((finding) => finding.code === 'location-required'),
  )
  if (unplaced.length)
    throw await locationRequired(
      context,
      {
        rows: {
          count: unplaced.length,
          total: preview.rows.length,
          rows: listed(
            unplaced.map((row) => row.row),
            context.t,
          ),
        },
      },
      input.accountId,
    )
  return preview
}

async function importFile(context: CommandContext): Promise<void> {
  if (context.operands.length !== 1) throw usageError('cli.import.one-file')
  const { locationId, keepUnpaired } = placementOf(context)
  const { args } = context
  const encoding = encodingOf(args)
  const defaultType = defaultTypeOf(args)
  const file = await context.openImportFile(context.operands[0] ?? '', encoding)
  const { mapping, answered } = mappingOf(args, file)
  const saveAs = text(args, 'save-mapping')
  if (saveAs !== undefined)
    await context.call('saveImportMapping', { importId: file.importId, name: saveAs, mapping })
  const ssids = texts(args, 'ssid')
  const accountId = text(args, 'account')
  const input: ImportPlanInput = {
    importId: file.importId,
    ...(accountId === undefined ? {} : { accountId }),
    mapping,
    ...(answered.length ? { answeredColumns: answered } : {}),
    choices: choicesOf(args),
    edits: [],
    // --accept-suggestions is applied below as choices, so that the count of them can be said.
    acceptSuggestions: false,
    readings: [],
    keepUnpaired,
    ...(locationId === null ? {} : { defaultLocation: locationId }),
    ...(defaultType ? { defaultType } : {}),
    ...(ssids.length ? { ssids } : {}),
  }
  if (!context.json) context.io.stderr(fileNotes(file, mapping, context))
  if (flag(args, 'dry-run')) {
    const preview = await checkedPreview(context, input)
    context.print({ file, ...preview }, previewText(file, preview, context))
    const bad = preview.rows.filter((row) => row.findings.some((f) => f.level === 'error'))
    if (bad.length) throw rowsError('cli.import.would-not-send', bad, preview.rows.length, context)
    return
  }
  // Checked, then let go: a 100,000-row preview is not held while the file is sent.
  await checkedPreview(context, input)
  let report
  try {
    report = await context.call('sendImport', input)
  } finally {
    context.progressDone()
  }
  context.print(report, reportText(report, context.t))
  const failed = report.rows.filter(
    (row) =>
      !['created', 'updated', 'unchanged', 'duplicate', 'left-out'].includes(row.outcome) ||
      ['failed', 'not-sent'].includes(row.pairing),
  )
  if (failed.length) throw rowsError('cli.import.not-done', failed, report.rows.length, context)
}

/** Rows of a file that were not (or would not be) sent, each row named once. */
function rowsError(
  id: 'cli.import.would-not-send' | 'cli.import.not-done',
  rows: readonly { row: number }[],
  total: number,
  context: CommandContext,
) {
  const numbers = [...new Set(rows.map((row) => row.row))]
  return commandError(
    'import_rows',
    id,
    { count: rows.length, total, rows: listed(numbers, english) },
    { shown: { rows: listed(numbers, context.t) } },
  )
}

async function exportTemplate(context: CommandContext, out: string | undefined): Promise<void> {
  const locationId = text(context.args, 'location')
  if (!locationId) throw usageError('cli.export.template-location')
  const monitors = text(context.args, 'monitors')
  if (monitors !== undefined && !/^[0-4]$/.test(monitors)) throw usageError('cli.export.monitors')
  const result = await context.call('exportDeskTemplate', {
    accountId: text(context.args, 'account'),
    locationId,
    ...(monitors === undefined ? {} : { monitors: Number(monitors) }),
  })
  if (out === undefined) {
    context.io.stdout(result.content)
    return
  }
  await writeFile(out, fileText(result.content, 'csv'))
  context.print(
    { file: out, count: result.count },
    `${context.t('cli.export.template-written', { count: result.count, file: out })}\n`,
  )
}

export const importCommands: Record<string, Command> = {
  import: {
    usage:
      'FILE|- [--dry-run] [--location ID | --keep-unpaired] [--map "COLUMN=FIELD"]... [--mapping NAME] [--save-mapping NAME] [--accept-suggestions] [--choose ROW=ID]... [--type TYPE] [--ssid NAME]... [--encoding ENC] [--account ID]',
    summary:
      "register and pair devices from a file (CSV, JSON, a controller's text table; - for stdin): every row is checked first, --dry-run only checks. Rows without a location go to --location, or stay unpaired with --keep-unpaired; else they are refused. Exit 1 when a row is not done",
    help: importHelp,
    options: [
      'account',
      'dry-run',
      'location',
      'keep-unpaired',
      'map',
      'mapping',
      'save-mapping',
      'accept-suggestions',
      'choose',
      'type',
      'ssid',
      'encoding',
    ],
    operands: true,
    service: true,
    run: importFile,
  },
  export: {
    usage:
      '[--format csv|json] [--out FILE] [--location ID] [--unpaired] [--account ID] | --template --location ID [--monitors N] [--out FILE]',
    summary:
      "the devices as a file that import reads back unchanged (stdout without --out); --template: every desk under a site or floor with columns for its dock's and monitors' ids, to fill in on the floor and import",
    options: ['format', 'out', 'location', 'unpaired', 'account', 'template', 'monitors'],
    service: true,
    async run(context) {
      const out = text(context.args, 'out')
      if (flag(context.args, 'template')) return exportTemplate(context, out)
      const named = text(context.args, 'format')?.toLowerCase()
      const format = named ?? (out?.toLowerCase().endsWith('.json') ? 'json' : 'csv')
      if (format !== 'csv' && format !== 'json') throw usageError('cli.export.format')
      const { locationId, unpaired } = listedPlace(context)
      const result = await context.call('exportDevices', {
        accountId: text(context.args, 'account'),
        format,
        locationId,
        unpaired,
      })
      if (out === undefined) {
        context.io.stdout(result.content)
        return
      }
      await writeFile(out, fileText(result.content, format))
      context.print(
        { file: out, count: result.count },
        `${context.t('cli.export.written', { count: result.count, file: out })}\n`,
      )
    },
  },
}
