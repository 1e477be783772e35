import { writeFile } from 'node:fs/promises'
import { fileText } from '#core/import/export.ts'
import type { ImportPlanInput, ImportPreview } from '#shared/ipc/import.ts'
import { flag, text, texts } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { CommandError, UsageError } from '../errors.ts'
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
import { locationRequired, placementOf } from './placement.ts'

const listed = (rows: number[]) =>
  rows.length > 20
    ? `${rows.slice(0, 20).join(', ')} and ${rows.length - 20} more`
    : rows.join(', ')

/** Options the file has no use for: said, never ignored. */
function unusedOptions(preview: ImportPreview, input: ImportPlanInput): string | undefined {
  const unused = preview.unusedOptions ?? []
  if (unused.includes('ssids'))
    return `--ssid applies to a Wi-Fi survey (every network heard on a walk, the neighbours' too); this file is no survey, so every Wi-Fi row in it is sent. Leave out --ssid (or remove the rows that are not yours).`
  if (unused.includes('defaultType'))
    return `--type ${input.defaultType ?? ''} applies to rows that do not say their type; every row of this file says its own (its type column, its id, or the tool that wrote it). Leave out --type.`
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
  if (unused) throw new UsageError(unused)
  if (flag(context.args, 'accept-suggestions')) {
    const accepted = suggestionsOf(preview, input.choices)
    if (accepted.length) {
      input.choices = [...input.choices, ...accepted]
      preview = await context.call('previewImport', input)
      if (!context.json)
        context.io.stderr(
          `Accepted ${accepted.length} suggestion${accepted.length === 1 ? '' : 's'} (the sensor's form).\n`,
        )
    }
  }
  const question = networksQuestion(preview)
  if (question) throw new CommandError('import_rows', question)
  const columns = columnsQuestion(preview)
  if (columns) throw new CommandError('import_rows', columns)
  const unplaced = preview.rows.filter((row) =>
    row.findings.some((finding) => finding.code === 'location-required'),
  )
  if (unplaced.length)
    throw await locationRequired(
      context,
      `${unplaced.length} of ${preview.rows.length} rows have no location (rows ${listed(unplaced.map((row) => row.row))}); importing them`,
      input.accountId,
    )
  return preview
}

async function importFile(context: CommandContext): Promise<void> {
  if (context.operands.length !== 1) throw new UsageError('import takes one file (or - for stdin).')
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
  if (!context.json) context.io.stderr(fileNotes(file, mapping))
  if (flag(args, 'dry-run')) {
    const preview = await checkedPreview(context, input)
    context.print({ file, ...preview }, previewText(file, preview))
    const bad = preview.rows.filter((row) => row.findings.some((f) => f.level === 'error'))
    if (bad.length)
      throw new CommandError(
        'import_rows',
        `${bad.length} of ${preview.rows.length} rows would not be sent: rows ${listed([...new Set(bad.map((row) => row.row))])}.`,
      )
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
  context.print(report, reportText(report))
  const failed = report.rows.filter(
    (row) =>
      !['created', 'updated', 'unchanged', 'duplicate', 'left-out'].includes(row.outcome) ||
      ['failed', 'not-sent'].includes(row.pairing),
  )
  if (failed.length)
    throw new CommandError(
      'import_rows',
      `${failed.length} of ${report.rows.length} rows not done: rows ${listed([...new Set(failed.map((row) => row.row))])}.`,
    )
}

async function exportTemplate(context: CommandContext, out: string | undefined): Promise<void> {
  const locationId = text(context.args, 'location')
  if (!locationId)
    throw new UsageError(
      'export --template needs --location ID: the site or floor whose desks it lists.',
    )
  const monitors = text(context.args, 'monitors')
  if (monitors !== undefined && !/^[0-4]$/.test(monitors))
    throw new UsageError('--monitors is a number from 0 to 4: the monitor columns per desk.')
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
    `Wrote ${result.count} ${result.count === 1 ? 'desk' : 'desks'} to ${out}: fill in the ids on the floor, then import it.\n`,
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
      if (format !== 'csv' && format !== 'json') throw new UsageError('--format is csv or json.')
      const locationId = text(context.args, 'location')
      const unpaired = flag(context.args, 'unpaired')
      if (locationId && unpaired) throw new UsageError('Give --location or --unpaired, not both.')
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
        `Exported ${result.count} ${result.count === 1 ? 'device' : 'devices'} to ${out}.\n`,
      )
    },
  },
}
