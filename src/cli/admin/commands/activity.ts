import { DEVICE_TYPES } from '#shared/api/common.ts'
import { ActivityActionSchema, type ActivityEntry, type LostDevices } from '#shared/ipc/registry.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import { flag, text } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { dateLocale, humanMoment } from '../dates.ts'
import { commandError, usageError } from '../errors.ts'
import { table } from '../format.ts'
import { locationRequired, notDone, placementOf, putText } from './placement.ts'

const account = (context: CommandContext) => text(context.args, 'account')

const where = (locationId: string | null | undefined) => locationId ?? '(none)'

/** What an entry did, in a few words: "name "A" → "B"", "floor-2 → desk-2-07". */
function change(entry: ActivityEntry, context: CommandContext): string {
  const { before, after } = entry
  if (entry.summary) return context.say(entry.summary)
  if (entry.action === 'update' && after)
    return [
      before?.name !== after.name
        ? `name ${JSON.stringify(before?.name ?? '')} → ${JSON.stringify(after.name)}`
        : '',
      before?.info !== after.info
        ? `info ${JSON.stringify(before?.info ?? '')} → ${JSON.stringify(after.info)}`
        : '',
    ]
      .filter(Boolean)
      .join('; ')
  if (entry.action === 'register')
    return `${JSON.stringify(after?.name ?? '')}${after?.locationId ? `, at ${after.locationId}` : ''}`
  return `${where(before?.locationId)} → ${where(after?.locationId)}`
}

function activityRows(entries: readonly ActivityEntry[], context: CommandContext): string {
  const locale = dateLocale(context.io.env)
  const rows = entries.map((entry) => [
    String(entry.id),
    humanMoment(entry.at, locale),
    entry.undoneBy !== null
      ? `${entry.action} (undone)`
      : entry.status === 'done'
        ? entry.action
        : `${entry.action} (${entry.status === 'pending' ? 'not confirmed' : 'lost'})`,
    entry.serialId ?? '',
    change(entry, context),
    `${entry.who.name} (${entry.surface}, ${entry.via})`,
  ])
  return table(['ID', 'WHEN', 'ACTION', 'SERIAL ID', 'CHANGE', 'BY'], rows)
}

function lostText(lost: LostDevices, locale: string, context: CommandContext): string {
  if (lost.devices.length === 0) return `${context.t('cli.lost.none')}\n`
  const rows = lost.devices.map((device) => [
    device.serialId,
    resolveKind(device.deviceType) ?? String(device.deviceType),
    device.name,
    humanMoment(device.registeredAt, locale),
    device.certain ? 'lost' : 'not listed (may be unpaired)',
  ])
  return `${table(['SERIAL ID', 'TYPE', 'NAME', 'REGISTERED', 'STATE'], rows)}${context.t('cli.lost.restore-hint')}\n`
}

export const activityCommands: Record<string, Command> = {
  activity: {
    usage:
      '[--since DATE] [--until DATE] [--device SERIAL] [--type TYPE] [--action ACTION] [--search WORDS] [--limit N] [--account ID] [--dismiss-notices]',
    summary:
      "this app's changes to the registry, newest first: who, when, from where, before and after (the activity journal); what went wrong with the journal file, until --dismiss-notices",
    options: [
      'since',
      'until',
      'device',
      'type',
      'action',
      'search',
      'limit',
      'account',
      'dismiss-notices',
    ],
    // With --url or $DEVICE_ADMIN_URL: what runs on that service without a profile did.
    service: true,
    async run(context) {
      if (flag(context.args, 'dismiss-notices')) {
        const before = (await context.call('journalNotices')).notices.length
        await context.call('dismissJournalNotices')
        context.print(
          { dismissed: before },
          `${context.t('cli.activity.dismissed', { count: before })}\n`,
        )
        return
      }
      const limitText = text(context.args, 'limit') ?? '100'
      const limit = Number(limitText)
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw usageError('cli.activity.limit')
      const typeText = text(context.args, 'type')
      const kind = typeText === undefined ? undefined : resolveKind(typeText.toLowerCase())
      if (typeText !== undefined && kind === undefined)
        throw usageError('cli.options.takes', {
          option: '--type',
          values: Object.keys(DEVICE_TYPES).join('|'),
        })
      const actions = text(context.args, 'action')
        ?.split(',')
        .map((name) => {
          const parsed = ActivityActionSchema.safeParse(name.trim())
          if (!parsed.success)
            throw usageError('cli.options.takes', {
              option: '--action',
              values: ActivityActionSchema.options.join('|'),
            })
          return parsed.data
        })
      const result = await context.call('listActivity', {
        accountId: account(context),
        since: text(context.args, 'since'),
        until: text(context.args, 'until'),
        serialId: text(context.args, 'device'),
        deviceType: kind === undefined ? undefined : DEVICE_TYPES[kind],
        actions,
        search: text(context.args, 'search'),
        limit,
      })
      context.sayNotices(result.notices)
      if (result.notices.length) context.io.stderr(`${context.t('cli.activity.dismiss-hint')}\n`)
      const more =
        result.total > result.entries.length
          ? `${context.t('cli.activity.more', { shown: result.entries.length, total: result.total })}\n`
          : ''
      context.print(result, activityRows(result.entries, context) + more)
    },
  },
  undo: {
    usage: 'ENTRY_ID',
    summary:
      'take back a rename, info change, pair, move or unpair from the activity journal, while the device is as it left it',
    options: [],
    operands: true,
    service: true,
    async run(context) {
      const id = Number(context.operands[0])
      if (context.operands.length !== 1 || !Number.isInteger(id)) throw usageError('cli.undo.one')
      const result = await context.call('undoActivity', { entryId: id, via: 'activity' })
      context.print(result, `${context.say(result.text)}\n`)
    },
  },
  lost: {
    usage:
      '[--restore (--location ID | --keep-unpaired) [SERIAL...]] [--forget SERIAL...] [--account ID]',
    summary:
      'devices this app registered that the service no longer has (exit 1 when there are some); --restore registers them again (and pairs them), --forget stops looking for them',
    options: ['restore', 'forget', 'location', 'keep-unpaired', 'account'],
    operands: true,
    service: true,
    async run(context) {
      const accountId = account(context)
      const restore = flag(context.args, 'restore')
      const forget = flag(context.args, 'forget')
      const { locationId, keepUnpaired } = placementOf(context)
      if (restore && forget)
        throw usageError('cli.options.not-both', { one: '--restore', other: '--forget' })
      if (!restore && (locationId !== null || keepUnpaired))
        throw usageError('cli.options.placement-goes-with', { option: '--restore' })
      if (!restore && !forget && context.operands.length) throw usageError('cli.lost.operands')
      const lost = await context.call('findLostDevices', { accountId })
      if (lost.unreadable)
        throw commandError(
          'journal_unavailable',
          'cli.lost.unreadable',
          { problem: lost.unreadable.message },
          { shown: { problem: context.say(lost.unreadable) } },
        )
      if (!restore && !forget) {
        context.print(lost, lostText(lost, dateLocale(context.io.env), context))
        if (lost.devices.length)
          throw commandError('lost_devices', 'cli.lost.missing', { count: lost.devices.length })
        return
      }
      const chosen = context.operands.length
        ? context.operands
        : lost.devices.map((device) => device.serialId)
      if (chosen.length === 0) {
        context.print({ results: [] }, `${context.t('cli.lost.nothing')}\n`)
        return
      }
      if (forget) {
        const result = await context.call('forgetLostDevices', {
          accountId,
          serialIds: chosen,
          via: 'lost',
        })
        context.print(
          result,
          `${context.t('cli.lost.forgotten', { forgotten: result.forgotten, total: chosen.length })}\n`,
        )
        return
      }
      if (locationId === null && !keepUnpaired)
        throw await locationRequired(context, { command: 'lost --restore' }, accountId)
      const { results } = await context.call('restoreLostDevices', {
        accountId,
        serialIds: chosen,
        locationId,
        keepUnpaired,
        via: 'lost',
      })
      const lines = results.map((result) => {
        if (result.existed)
          return `${result.serialId}: ${result.text ? context.say(result.text) : result.message}\n`
        const device = lost.devices.find((candidate) => candidate.serialId === result.serialId)
        const { deviceType = 0, name = '', info = '' } = device ?? {}
        return putText(
          [result],
          [{ serialId: result.serialId, deviceType, name, info, locationId }],
          context.t,
        )
      })
      context.print({ results }, lines.join(''))
      const failed = notDone(results)
      if (failed)
        throw commandError('partly_failed', 'cli.lost.not-restored', {
          failed,
          total: results.length,
        })
    },
  },
}
