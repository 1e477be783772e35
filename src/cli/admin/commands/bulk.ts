import { writeFile } from 'node:fs/promises'
import { fileText } from '#main/bulk/export.ts'
import { flag, text } from '../args.ts'
import type { Command } from '../command.ts'
import { CommandError, UsageError } from '../errors.ts'
import { previewText, reportText, unreadColumns } from './bulk-format.ts'
import { locationRequired, placementOf } from './placement.ts'

const listed = (rows: number[]) =>
  rows.length > 20
    ? `${rows.slice(0, 20).join(', ')} and ${rows.length - 20} more`
    : rows.join(', ')

export const bulkCommands: Record<string, Command> = {
  import: {
    usage: 'FILE|- [--dry-run] [--location ID | --keep-unpaired] [--account ID]',
    summary:
      'register and pair devices from a CSV file or an export (JSON), - for stdin; every row is checked first, --dry-run only checks. Rows without a location go to --location, or stay unpaired with --keep-unpaired; else they are refused. Exit 1 when a row is not done',
    options: ['account', 'dry-run', 'location', 'keep-unpaired'],
    operands: true,
    service: true,
    async run(context) {
      if (context.operands.length !== 1)
        throw new UsageError('import takes one file (or - for stdin).')
      const { locationId, keepUnpaired } = placementOf(context)
      const file = await context.openImportFile(context.operands[0] ?? '')
      const accountId = text(context.args, 'account')
      const input = {
        importId: file.importId,
        accountId,
        mapping: file.columns.map((column) => column.field ?? ('ignore' as const)),
        choices: [],
        keepUnpaired,
        ...(locationId === null ? {} : { defaultLocation: locationId }),
      }
      if (!context.json) context.io.stderr(unreadColumns(file))
      const preview = await context.call('previewImport', input)
      const unplaced = preview.rows.filter((row) =>
        row.findings.some((finding) => finding.code === 'location-required'),
      )
      if (unplaced.length)
        throw await locationRequired(
          context,
          `${unplaced.length} of ${preview.rows.length} rows have no location (rows ${listed(unplaced.map((row) => row.row))}); importing them`,
          accountId,
        )
      if (flag(context.args, 'dry-run')) {
        context.print({ file, ...preview }, previewText(file, preview))
        const bad = preview.rows.filter((row) => row.findings.some((f) => f.level === 'error'))
        if (bad.length)
          throw new CommandError(
            'import_rows',
            `${bad.length} of ${preview.rows.length} rows would not be sent: rows ${listed(bad.map((row) => row.row))}.`,
          )
        return
      }
      const report = await context.call('sendImport', input)
      context.print(report, reportText(report))
      const failed = report.rows.filter(
        (row) =>
          !['created', 'updated', 'unchanged', 'duplicate'].includes(row.outcome) ||
          ['failed', 'not-sent'].includes(row.pairing),
      )
      if (failed.length)
        throw new CommandError(
          'import_rows',
          `${failed.length} of ${report.rows.length} rows not done: rows ${listed(failed.map((row) => row.row))}.`,
        )
    },
  },
  export: {
    usage: '[--format csv|json] [--out FILE] [--location ID] [--unpaired] [--account ID]',
    summary: 'the devices as a file that import reads back unchanged (stdout without --out)',
    options: ['format', 'out', 'location', 'unpaired', 'account'],
    service: true,
    async run(context) {
      const out = text(context.args, 'out')
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
