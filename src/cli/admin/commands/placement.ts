import { deviceChanges } from '#shared/device-changes.ts'
import type { PutDevice, PutResult } from '#shared/ipc/registry.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import type { Say } from '../../language.ts'
import { flag, text } from '../args.ts'
import type { CommandContext } from '../command.ts'
import { usageError, type UsageError } from '../errors.ts'

/** Where devices go: --location, or unpaired when --keep-unpaired says so; neither: undefined. */
export function placementOf(context: CommandContext): {
  locationId: string | null
  keepUnpaired: boolean
} {
  const locationId = text(context.args, 'location') ?? null
  const keepUnpaired = flag(context.args, 'keep-unpaired')
  if (locationId !== null && keepUnpaired)
    throw usageError('cli.options.not-both', { one: '--location ID', other: '--keep-unpaired' })
  return { locationId, keepUnpaired }
}

/** Which devices a list or export keeps: one location's, or the unpaired ones (not both). */
export function listedPlace(context: CommandContext): {
  locationId: string | undefined
  unpaired: boolean
} {
  const locationId = text(context.args, 'location')
  const unpaired = flag(context.args, 'unpaired')
  if (locationId && unpaired)
    throw usageError('cli.options.not-both', { one: '--location', other: '--unpaired' })
  return { locationId, unpaired }
}

/** What needs a location: one device being registered, a command, or rows of an import. */
export type NeedsLocation =
  | { registering: string }
  | { command: string }
  | { rows: { count: number; total: number; rows: string } }

/** The refusal of a way in without a location: how to choose, with the location used last. */
export async function locationRequired(
  context: CommandContext,
  needs: NeedsLocation,
  accountId: string | undefined,
): Promise<UsageError> {
  const { locationId } = await context
    .call('lastLocation', { accountId })
    .catch(() => ({ locationId: null }))
  const what =
    'registering' in needs
      ? context.t('cli.placement.registering', { serialId: needs.registering })
      : 'command' in needs
        ? needs.command
        : context.t('cli.import.rows-unplaced', needs.rows)
  return locationId
    ? usageError('cli.placement.location-required-last', { what, last: locationId })
    : usageError('cli.placement.location-required', { what })
}

const kindOf = (deviceType: number) => resolveKind(deviceType) ?? String(deviceType)
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/** Where a device put in is now, as a sentence without its capital. */
function whereNow(result: PutResult, device: PutDevice | undefined, t: Say): string {
  switch (result.pairing) {
    case 'paired':
      return result.before?.locationId
        ? t('cli.put.moved', { from: result.before.locationId, to: String(result.locationId) })
        : t('cli.put.paired', { location: String(result.locationId) })
    case 'kept':
      return result.locationId
        ? t('cli.put.still-paired', { location: result.locationId })
        : t('cli.put.still-unpaired')
    case 'unpaired':
      return t('cli.put.kept-unpaired', { serialId: result.serialId })
    default:
      return t('cli.put.not-paired', {
        location: device?.locationId ?? t('cli.put.its-location'),
        problem: result.pairError?.message ?? t('cli.put.not-sent'),
      })
  }
}

/** One line per device put in (results in the order of `devices`): what the service did, and where it is now. */
export function putText(
  results: readonly PutResult[],
  devices: readonly PutDevice[],
  t: Say,
): string {
  return results
    .map((result, index) => {
      const device = devices[index]
      const id = `${result.serialId}${device ? ` (${kindOf(device.deviceType)})` : ''}`
      if (result.error) return t('cli.put.failed', { id, problem: result.error.message })
      // A change names its field and values as they are: name "A" → "B".
      const changes =
        result.before && device
          ? deviceChanges(result.before, device).map(
              (c) => `${c.field} ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`,
            )
          : []
      const where = whereNow(result, device, t)
      if (result.outcome === 'created')
        return t('cli.put.created', { id, where: capitalised(where) })
      if (result.outcome === 'unchanged') return t('cli.put.unchanged', { id, where })
      return t('cli.put.updated', {
        id,
        changes: changes.join('; ') || t('cli.put.sent-again'),
        where,
      })
    })
    .join('\n')
    .concat('\n')
}

/** How many devices were not put in and paired (or kept unpaired) as asked. */
export const notDone = (results: readonly PutResult[]) =>
  results.filter((result) => result.error || result.pairError || result.pairing === 'not_sent')
    .length
