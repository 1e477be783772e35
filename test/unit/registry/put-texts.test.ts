// What the core says in its own words about a device put in (nothing to change, no location, cancelled, not
// sent after an error), made by the real putDevices, names a catalog message said in English and German.
import { describe, expect, it } from 'vitest'
import type { Device } from '#shared/api/devices.ts'
import { UserFacingError } from '#shared/errors.ts'
import { PUT_CODES, type PutDevice, type PutText } from '#shared/ipc/registry.ts'
import { createJournal } from '#core/journal/journal.ts'
import type { ChangeContext } from '#core/registry/change-context.ts'
import { putDevices } from '#core/registry/put-devices.ts'
import { unsaid } from '../../support/said-texts.ts'
import { tempDir } from '../core/support/fixtures.ts'

const device = (n: number, locationId: string | null): PutDevice => ({
  serialId: `Network;02:00:00:00:00:0${n};WiFi`,
  deviceType: 32,
  name: `Guest ${n}`,
  info: '5 GHz',
  locationId,
})
const KNOWN: Device = { ...device(1, 'floor-2'), source: 'admin' }

/** An account that has device 1 as given, and a service that stops answering at the first request. */
async function context(): Promise<ChangeContext> {
  return {
    ops: {
      devices: async () => ({ devices: new Map([[KNOWN.serialId, KNOWN]]), complete: true }),
      upsert: () => Promise.reject(new UserFacingError('network', 'The service did not answer.')),
      pair: async (_locationId, serialIds) => serialIds,
      unpair: async () => true,
    },
    journal: createJournal({ dir: await tempDir(), surface: 'cli', log: () => {} }),
    scope: { profileId: 'p', accountId: '' },
    who: { kind: 'apiKey', name: 'test', role: 'accountAdmin' },
    via: 'detect',
  }
}

describe('the core’s own words on a device put in', () => {
  it('name a catalog message, said in English and German, for every code', async () => {
    const sent = await putDevices(
      await context(),
      [device(1, 'floor-2'), device(2, null), device(3, 'floor-2'), device(4, 'floor-2')],
      false,
      { concurrency: 1 },
    )
    const cancelled = await putDevices(await context(), [device(5, 'floor-2')], false, {
      signal: AbortSignal.abort(),
    })
    const texts = [...sent, ...cancelled].flatMap((result): PutText[] =>
      result.text ? [result.text] : [],
    )
    expect(new Set(texts.map((text) => text.code))).toEqual(new Set(PUT_CODES))
    expect(unsaid(texts)).toEqual([])
    expect(texts.find((text) => text.code === 'not-sent')?.message).toBe(
      'Not sent: The service did not answer.',
    )
  })
})
