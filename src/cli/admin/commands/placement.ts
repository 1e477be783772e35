import { deviceChanges } from '#shared/device-changes.ts'
import type { PutDevice, PutResult } from '#shared/ipc/registry.ts'
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

/** One line per device put in (results in the order of `devices`): what the service did, and where it is now. */
export function putText(results: readonly PutResult[], devices: readonly PutDevice[]): string {
  return results
    .map((result, index) => {
      const id = result.serialId
      if (result.error) return `Not registered ${id}: ${result.error.message}`
      const device = devices[index]
      let what = `${id} is registered already, unchanged`
      if (result.outcome === 'created') what = `Registered ${id}`
      else if (result.outcome === 'updated') {
        const changes =
          result.before && device
            ? deviceChanges(result.before, device).map(
                (c) => `${c.field} ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`,
              )
            : []
        what = `Updated ${id}${changes.length ? ` (${changes.join('; ')})` : ''}`
      }
      switch (result.pairing) {
        case 'paired':
          return result.before?.locationId
            ? `${what}; moved from ${result.before.locationId} to ${result.locationId}.`
            : `${what}; paired to ${result.locationId}.`
        case 'kept':
          return `${what}; ${result.locationId ? `still paired to ${result.locationId}` : 'still unpaired'}.`
        case 'unpaired':
          return `${what}; kept unpaired, as asked: ${MEMORY_ONLY}. Pair it with: pair --location ID '${id}'`
        default:
          return `${what}; NOT paired: ${result.pairError?.message ?? 'it was not sent.'} Until it is paired, ${MEMORY_ONLY}.`
      }
    })
    .join('\n')
    .concat('\n')
}

/** How many devices were not put in and paired (or kept unpaired) as asked. */
export const notDone = (results: readonly PutResult[]) =>
  results.filter((result) => result.error || result.pairError || result.pairing === 'not_sent')
    .length
