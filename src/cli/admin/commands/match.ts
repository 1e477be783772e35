import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import {
  MAX_REPAIRS,
  type MatchCheck,
  type MatchEntry,
  type NearMissFound,
} from '#shared/ipc/match.ts'
import { flag, text, texts } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { dateLocale, humanMoment } from '../dates.ts'
import { CommandError, UsageError } from '../errors.ts'
import { oneLine } from '../format.ts'

const account = (context: CommandContext) => text(context.args, 'account')

function entryLine(entry: MatchEntry, locale: string): string {
  const { device } = entry
  const where = device.locationId ?? 'unpaired'
  const head = `${oneLine(device.serialId)} (${oneLine(device.name) || 'no name'}, ${oneLine(where)})`
  switch (entry.status) {
    case 'matched':
      return `matched    ${head}${entry.lastReportedAt ? `: last reported ${humanMoment(entry.lastReportedAt, locale)}` : ''}\n`
    case 'waiting':
      return `waiting    ${head}: no sensor reported it${entry.registeredAt ? ` since it was registered ${humanMoment(entry.registeredAt, locale)}` : ''}\n`
    case 'unknown':
      return `unknown    ${head}\n`
    case 'near-miss':
      return `near-miss  ${head}\n${entry.nearMisses.map(missLine).join('')}`
  }
}

const missLine = (miss: NearMissFound) =>
  `             ${miss.certainty}: a sensor reports ${oneLine(miss.reported.serialId)}. ${oneLine(miss.evidence.message)}\n` +
  `             repair: device-admin check --fix '${miss.reported.serialId.replaceAll("'", "'\\''")}'${miss.certainty === 'likely' ? ' --include-likely' : ''}\n`

export function checkText(result: MatchCheck, locale: string): string {
  const { counts } = result
  const lines = [
    `${counts.matched} of ${counts.registered} registered devices confirmed by a sensor; ${counts.nearMiss} near-miss${counts.nearMiss === 1 ? '' : 'es'}, ${counts.waiting} waiting${counts.unknown ? `, ${counts.unknown} not known` : ''}.\n`,
    ...result.limits.map((limit) => `Note: ${limit.message}\n`),
    ...result.entries.map((entry) => entryLine(entry, locale)),
  ]
  return lines.join('')
}

/** The near-misses the command line names, each by the sensor's id or the admin's. */
function chosen(result: MatchCheck, serials: readonly string[], all: boolean, likely: boolean) {
  const misses = result.entries.flatMap((entry) =>
    entry.nearMisses.map((miss) => ({ entry, miss })),
  )
  if (all) return misses.filter(({ miss }) => likely || miss.certainty === 'certain')
  return serials.map((serial) => {
    const found = misses.filter(
      ({ entry, miss }) => miss.reported.serialId === serial || entry.device.serialId === serial,
    )
    if (found.length === 0)
      throw new UsageError(
        `${serial} is no near-miss of this account: run \`device-admin check\` to list them, and give --fix the id it shows.`,
      )
    if (found.length > 1)
      throw new UsageError(
        `${serial} has ${found.length} near-misses: give --fix the id a sensor reports (${found.map(({ miss }) => miss.reported.serialId).join(', ')}).`,
      )
    return found[0]!
  })
}

/** On a terminal the question is asked (one line, y or n); without one, the command line is its own answer. */
const asked = (context: CommandContext, question: string): Promise<boolean> =>
  context.io.confirm ? context.io.confirm(question) : Promise.resolve(true)

const SensorFileSchema = z.union([
  z.object({ devices: z.array(z.unknown()) }).transform((file) => file.devices),
  z.array(z.unknown()),
])

export const matchCommands: Record<string, Command> = {
  check: {
    usage: '[--fix SERIAL]... [--fix-all [--include-likely]] [--account ID]',
    summary:
      'every device this account’s admins registered, matched by a sensor, waiting, or a near-miss (exit 1 when there are near-misses); --fix repairs one, --fix-all every certain one',
    options: ['fix', 'fix-all', 'include-likely', 'account'],
    service: true,
    async run(context) {
      const accountId = account(context)
      const fixes = texts(context.args, 'fix')
      const all = flag(context.args, 'fix-all')
      const likely = flag(context.args, 'include-likely')
      if (all && fixes.length) throw new UsageError('Give --fix SERIAL or --fix-all, not both.')
      const result = await context.call('checkMatch', { accountId })
      if (!all && fixes.length === 0) {
        context.print(result, checkText(result, dateLocale(context.io.env)))
        if (result.counts.nearMiss > 0)
          throw new CommandError(
            'near_misses',
            `${result.counts.nearMiss} registered device${result.counts.nearMiss === 1 ? ' is' : 's are'} a near-miss of what sensors report: repair with --fix SERIAL or --fix-all.`,
          )
        return
      }
      const todo = chosen(result, fixes, all, likely)
      if (
        all &&
        todo.length &&
        !(await asked(
          context,
          `Repair ${todo.length} near-miss${todo.length === 1 ? '' : 'es'}? Each sensor id is paired where the admin’s entry was; each admin entry is unpaired and marked replaced (each can be undone).`,
        ))
      ) {
        context.print({ repaired: [], failed: [] }, 'Nothing was repaired.\n')
        return
      }
      // A likely near-miss named by --fix asks on a terminal; without one, --include-likely says yes.
      const confirmedLikely = new Set<string>()
      const declined: string[] = []
      for (const { entry, miss } of todo) {
        if (all || likely || miss.certainty !== 'likely' || !context.io.confirm) continue
        const question = `${miss.reported.serialId} is only likely the same hardware as ${entry.device.serialId} (the same radio family). Repair it?`
        if (await context.io.confirm(question)) confirmedLikely.add(entry.device.serialId)
        else declined.push(entry.device.serialId)
      }
      const repairs = todo
        .filter(({ entry }) => !declined.includes(entry.device.serialId))
        .map(({ entry, miss }) => ({
          registered: entry.device,
          reported: miss.reported,
          confirmLikely: likely || confirmedLikely.has(entry.device.serialId),
        }))
      const repaired = []
      const failed = []
      // The account is listed once a call, not once a repair.
      for (let start = 0; start < repairs.length; start += MAX_REPAIRS) {
        const { outcomes } = await context.call('repairNearMisses', {
          accountId,
          repairs: repairs.slice(start, start + MAX_REPAIRS),
          via: 'match',
        })
        for (const outcome of outcomes)
          if (outcome.ok) repaired.push(outcome)
          else failed.push({ serialId: outcome.serialId, message: outcome.error.message })
      }
      const lines = [
        ...repaired.map(
          (r) => `${r.text.message} (undo: device-admin undo ${r.entryIds.at(-1)})\n`,
        ),
        ...failed.map((f) => `${f.serialId}: ${f.message}\n`),
        ...declined.map(
          (serialId) => `${serialId}: left alone, as answered. Nothing was changed.\n`,
        ),
      ]
      if (all && todo.length === 0) lines.push('No certain near-miss to repair.\n')
      const left = result.entries.filter(
        (e) => e.status === 'near-miss' && e.nearMisses.every((m) => m.certainty === 'likely'),
      ).length
      if (all && !likely && left)
        lines.push(
          `${left} likely near-miss${left === 1 ? ' is' : 'es are'} left alone: add --include-likely to repair them too.\n`,
        )
      context.print({ repaired, failed }, lines.join(''))
      if (failed.length)
        throw new CommandError(
          'partly_failed',
          `${failed.length} of ${todo.length} were not repaired.`,
        )
    },
  },
  'demo sensor': {
    usage: '(--this-pc | FILE) [--account ID]',
    summary:
      'the demo service plays a sensor: reports what detection finds on this PC, or the devices of a JSON file ({"devices":[{serialId, deviceType, name, info}]})',
    options: ['this-pc', 'account', 'detect-fixture'],
    operands: true,
    service: true,
    async run(context) {
      const thisPc = flag(context.args, 'this-pc')
      const [file, ...more] = context.operands
      if (thisPc === (file !== undefined) || more.length)
        throw new UsageError('demo sensor takes --this-pc or one FILE.')
      let devices
      if (file !== undefined) {
        const parsed = SensorFileSchema.safeParse(
          JSON.parse(
            await readFile(file, 'utf8').catch((error: Error) => {
              throw new CommandError('unreadable', `${file} cannot be read: ${error.message}`)
            }),
          ),
        )
        if (!parsed.success)
          throw new CommandError(
            'bad_file',
            `${file} is no sensor report: write {"devices":[{"serialId","deviceType","name","info"}]}.`,
          )
        devices = parsed.data as {
          serialId: string
          deviceType: number
          name: string
          info: string
        }[]
      }
      const result = await context.call('playSensor', {
        accountId: account(context),
        ...(devices ? { devices } : {}),
      })
      if (!result.played)
        throw new CommandError(
          'unsupported',
          'This service is no demo service: it cannot play a sensor (only the offline demo service and `npm run mock` can).',
        )
      context.print(
        result,
        `Reported ${result.reported.length} device${result.reported.length === 1 ? '' : 's'} as a sensor would (${result.created} new to the account).\n`,
      )
    },
  },
}
