import { deviceChanges } from '#shared/device-changes.ts'
import type { PutDevice, PutResult } from '#shared/ipc/registry.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import { flag, text } from '../args.ts'
import type { CommandContext } from '../command.ts'
import { UsageError } from '../errors.ts'

export const MEMORY_ONLY =
  'the service keeps a device that is not paired in memory only and forgets it when it restarts'

/** Where devices go: --location, or unpaired when --keep-unpaired says so; neither: undefined. */
export function placementOf(context: CommandContext): {
  locationId: string | null
  keepUnpaired: boolean
} {
  const locationId = text(context.args, 'location') ?? null
  const keepUnpaired = flag(context.args, 'keep-unpaired')
  if (locationId !== null && keepUnpaired)
    throw new UsageError('Give --location ID or --keep-unpaired, not both.')
  return { locationId, keepUnpaired }
}

/** The refusal of a way in without a location: how to choose, with the location used last. */
export async function locationRequired(
  context: CommandContext,
  what: string,
  accountId: string | undefined,
): Promise<UsageError> {
  const { locationId } = await context
    .call('lastLocation', { accountId })
    .catch(() => ({ locationId: null }))
  const last = locationId ? ` (last used here: --location ${locationId})` : ''
  return new UsageError(
    `${what} needs --location ID${last}: a device is kept only once it is paired. To leave it unpaired anyway, give --keep-unpaired (${MEMORY_ONLY}). The locations: locations list`,
  )
}

const kindOf = (deviceType: number) => resolveKind(deviceType) ?? String(deviceType)
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/** Where a device put in is now, as a sentence without its capital. */
function whereNow(result: PutResult, device: PutDevice | undefined): string {
  switch (result.pairing) {
    case 'paired':
      return result.before?.locationId
        ? `moved from ${result.before.locationId} to ${result.locationId}.`
        : `paired to ${result.locationId}.`
    case 'kept':
      return result.locationId ? `still paired to ${result.locationId}.` : 'still not paired.'
    case 'unpaired':
      return `kept unpaired, as asked: ${MEMORY_ONLY}. Pair it with: pair --location ID '${result.serialId}'`
    default:
      return `NOT paired to ${device?.locationId ?? 'its location'}: ${result.pairError?.message ?? 'it was not sent.'} Until it is paired, ${MEMORY_ONLY}.`
  }
}

/** One line per device put in (results in the order of `devices`): what the service did, and where it is now. */
export function putText(results: readonly PutResult[], devices: readonly PutDevice[]): string {
  return results
    .map((result, index) => {
      const device = devices[index]
      const id = `${result.serialId}${device ? ` (${kindOf(device.deviceType)})` : ''}`
      if (result.error) return `Not registered ${id}: ${result.error.message}`
      const changes =
        result.before && device
          ? deviceChanges(result.before, device).map(
              (c) => `${c.field} ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`,
            )
          : []
      const where = whereNow(result, device)
      if (result.outcome === 'created') return `Registered ${id}. ${capitalised(where)}`
      if (result.outcome === 'unchanged') return `${id} is registered already as given; ${where}`
      return `Updated ${id}: ${changes.join('; ') || 'name and info sent again'}; ${where}`
    })
    .join('\n')
    .concat('\n')
}

/** How many devices were not put in and paired (or kept unpaired) as asked. */
export const notDone = (results: readonly PutResult[]) =>
  results.filter((result) => result.error || result.pairError || result.pairing === 'not_sent')
    .length
