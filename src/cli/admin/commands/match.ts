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
import { commandError, usageError } from '../errors.ts'
import { oneLine } from '../format.ts'

const account = (context: CommandContext) => text(context.args, 'account')

type Words = Pick<CommandContext, 't' | 'say'>

// Each line starts with the entry's status as its code, in a column, as scripts read it.
function entryLine(entry: MatchEntry, locale: string, words: Words): string {
  const { t } = words
  const { device } = entry
  const where = device.locationId ?? t('cli.check.unpaired')
  const head = `${oneLine(device.serialId)} (${oneLine(device.name) || t('cli.check.no-name')}, ${oneLine(where)})`
  switch (entry.status) {
    case 'matched':
      return `matched    ${head}${entry.lastReportedAt ? t('cli.check.last-reported', { when: humanMoment(entry.lastReportedAt, locale) }) : ''}\n`
    case 'waiting':
      return `waiting    ${head}${entry.registeredAt ? t('cli.check.no-report-since', { when: humanMoment(entry.registeredAt, locale) }) : t('cli.check.no-report')}\n`
    case 'unknown':
      return `unknown    ${head}\n`
    case 'near-miss':
      return `near-miss  ${head}\n${entry.nearMisses.map((miss) => missLine(miss, words)).join('')}`
  }
}

function missLine(miss: NearMissFound, { t, say }: Words): string {
  const serial = `'${miss.reported.serialId.replaceAll("'", "'\\''")}'`
  const command = `device-admin check --fix ${serial}${miss.certainty === 'likely' ? ' --include-likely' : ''}`
  const reports = t('cli.check.miss', {
    certainty: miss.certainty,
    reported: oneLine(miss.reported.serialId),
  })
  return (
    `             ${reports} ${oneLine(say(miss.evidence))}\n` +
    `             ${t('cli.check.repair', { command })}\n`
  )
}

export function checkText(result: MatchCheck, locale: string, words: Words): string {
  const lines = [
    `${words.t('cli.check.counts', result.counts)}\n`,
    ...result.limits.map((limit) => `${words.t('cli.note', { text: words.say(limit) })}\n`),
    ...result.entries.map((entry) => entryLine(entry, locale, words)),
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
    if (found.length === 0) throw usageError('cli.check.no-such-miss', { serial })
    if (found.length > 1)
      throw usageError('cli.check.several-misses', {
        serial,
        count: found.length,
        ids: found.map(({ miss }) => miss.reported.serialId).join(', '),
      })
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
      if (all && fixes.length)
        throw usageError('cli.options.not-both', { one: '--fix SERIAL', other: '--fix-all' })
      const result = await context.call('checkMatch', { accountId })
      const { t } = context
      if (!all && fixes.length === 0) {
        context.print(result, checkText(result, dateLocale(context.io.env), context))
        if (result.counts.nearMiss > 0)
          throw commandError('near_misses', 'cli.check.near-misses', {
            count: result.counts.nearMiss,
          })
        return
      }
      const todo = chosen(result, fixes, all, likely)
      if (
        all &&
        todo.length &&
        !(await asked(context, t('cli.check.repair-all-question', { count: todo.length })))
      ) {
        context.print({ repaired: [], failed: [] }, `${t('cli.check.nothing-repaired')}\n`)
        return
      }
      // A likely near-miss named by --fix asks on a terminal; without one, --include-likely says yes.
      const confirmedLikely = new Set<string>()
      const declined: string[] = []
      for (const { entry, miss } of todo) {
        if (all || likely || miss.certainty !== 'likely' || !context.io.confirm) continue
        const question = t('cli.check.likely-question', {
          reported: miss.reported.serialId,
          registered: entry.device.serialId,
        })
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
          (r) =>
            `${context.say(r.text)} ${t('cli.check.undo', { command: `device-admin undo ${r.entryIds.at(-1)}` })}\n`,
        ),
        ...failed.map((f) => `${f.serialId}: ${f.message}\n`),
        ...declined.map((serialId) => `${t('cli.check.declined', { serialId })}\n`),
      ]
      if (all && todo.length === 0) lines.push(`${t('cli.check.no-certain')}\n`)
      const left = result.entries.filter(
        (e) => e.status === 'near-miss' && e.nearMisses.every((m) => m.certainty === 'likely'),
      ).length
      if (all && !likely && left) lines.push(`${t('cli.check.likely-left', { count: left })}\n`)
      context.print({ repaired, failed }, lines.join(''))
      if (failed.length)
        throw commandError('partly_failed', 'cli.check.not-repaired', {
          failed: failed.length,
          total: todo.length,
        })
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
      if (thisPc === (file !== undefined) || more.length) throw usageError('cli.sensor.what')
      let devices
      if (file !== undefined) {
        const parsed = SensorFileSchema.safeParse(
          JSON.parse(
            await readFile(file, 'utf8').catch((error: Error) => {
              throw commandError('unreadable', 'cli.sensor.unreadable', {
                file,
                problem: error.message,
              })
            }),
          ),
        )
        if (!parsed.success)
          throw commandError('bad_file', 'cli.sensor.bad-file', {
            file,
            example: '{"devices":[{"serialId","deviceType","name","info"}]}',
          })
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
      if (!result.played) throw commandError('unsupported', 'cli.sensor.not-demo')
      context.print(
        result,
        `${context.t('cli.sensor.reported', { count: result.reported.length, created: result.created })}\n`,
      )
    },
  },
}
