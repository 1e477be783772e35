import { describe, expect, it } from 'vitest'
import { createUpdateHandlers } from '#core/updates/handlers.ts'
import type { UpdatePolicy } from '#core/updates/policy.ts'
import { createUpdateService, CHECK_INTERVAL_MS } from '#core/updates/update-service.ts'
import { updateSummary } from '#core/updates/update-summary.ts'
import {
  updateSupport,
  type InstallFacts,
  type UpdateSupport,
} from '#core/updates/update-support.ts'
import { UPDATE_SUMMARY_CODES, type UpdateSummary } from '#shared/ipc/updates.ts'
import { formatMessage } from '#shared/messages/format.ts'

const facts = (platform: NodeJS.Platform, patch: Partial<InstallFacts> = {}): InstallFacts => ({
  platform,
  isPackaged: true,
  codeSigned: true,
  execPath: platform === 'win32' ? 'C:\\Program Files\\App\\App.exe' : '/opt/App/app',
  resourcesPath: '/opt/App/resources',
  env: {},
  exists: (file) => file.endsWith('app-update.yml'),
  readText: () => null,
  ...patch,
})

/** The summary of a service that never reaches its updater: turned off by a policy or the build. */
const offSummary = (policy: UpdatePolicy, support: UpdateSupport = { mode: 'install' }) =>
  createUpdateService({
    updater: () => {
      throw new Error('not made while off')
    },
    currentVersion: '0.1.0',
    policy,
    support,
    isBusy: () => false,
    onStatus: () => {},
    log: () => {},
  }).status().summary

async function everySummary(): Promise<UpdateSummary[]> {
  const off = [
    updateSupport(facts('linux', { isPackaged: false })),
    updateSupport(facts('darwin', { exists: () => false })),
    updateSupport(facts('win32')),
    updateSupport(facts('linux')),
  ].flatMap((support) => (support.mode === 'off' ? [support.summary] : []))
  return [
    offSummary({ disabled: true, by: 'organisation', source: 'policy', notes: [] }),
    offSummary({
      disabled: true,
      by: 'environment',
      source: 'DEVICE_ADMIN_DISABLE_UPDATES',
      notes: [],
    }),
    ...off,
    (await createUpdateHandlers(undefined, '0.1.0').getUpdateStatus(undefined)).summary,
    offSummary({ disabled: false, notes: [] }),
    updateSummary.checking(),
    updateSummary.downloading('0.2.0', 40),
    updateSummary.ready('0.2.0'),
    updateSummary.available('0.2.0'),
    updateSummary.failed('net::ERR_NAME_NOT_RESOLVED', CHECK_INTERVAL_MS),
    updateSummary.failed('sha512 checksum mismatch', 3_600_000),
    updateSummary.byHand(CHECK_INTERVAL_MS),
    updateSummary.latest(),
  ]
}

describe('the update status', () => {
  it('names a catalog message for every code, said in English and German with its values', async () => {
    const summaries = await everySummary()
    expect(new Set(summaries.map((summary) => summary.code))).toEqual(new Set(UPDATE_SUMMARY_CODES))
    for (const summary of summaries) {
      expect(summary.id).toBe(`updates.status.${summary.code}`)
      expect(formatMessage('de', summary.id!, summary.values)).toMatch(/^Updates: /)
    }
  })

  it('counts the hours between checks, one or more, in English and German', () => {
    expect(updateSummary.failed('net::ERR_NAME_NOT_RESOLVED', CHECK_INTERVAL_MS).message).toBe(
      'Updates: the last check failed (net::ERR_NAME_NOT_RESOLVED); the next is in 4 hours',
    )
    expect(updateSummary.failed('sha512 checksum mismatch', 3_600_000).message).toBe(
      'Updates: the last check failed (sha512 checksum mismatch); the next is in 1 hour',
    )
    const byHand = updateSummary.byHand(CHECK_INTERVAL_MS)
    expect(formatMessage('de', byHand.id!, byHand.values)).toBe(
      'Updates: Prüfung alle 4 Stunden; dieser Build ist nicht codesigniert, neue Versionen werden daher von Hand installiert',
    )
  })
})
