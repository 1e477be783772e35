import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { probeService } from '#core/admin-client/probe.ts'
import { keychainHint, keychainName, sessionOnly } from '#core/credentials/store-names.ts'
import { serviceStatus } from '#core/embedded/service-status.ts'
import { startMockServer } from '#mock-server/index.ts'
import { EMBEDDED_STATUS } from '#renderer/app/embedded-text.ts'
import {
  PROBE_RESULTS,
  PROFILES_NOTICES,
  STORE_HINTS,
  STORE_LABELS,
} from '#renderer/features/connection/coded-texts.ts'
import { createProfileFileStore, PROFILES_FILE_NAME } from '#core/profiles/file-store.ts'
import { createProfileService } from '#core/profiles/profile-service.ts'
import { PROFILES_NOTICE_CODES, type ProfilesNotice } from '#shared/ipc/session.ts'
import { codedDrift, german } from '../../renderer/translate.ts'
import { onCleanup, tempDir, TEST_SCRYPT } from '../core/support/fixtures.ts'
import { json, transportServer } from '../core/support/http-server.ts'

const PLATFORMS = ['darwin', 'win32', 'linux'] as const

/** What answers at a URL: the admin service, a server without /health, one that answers otherwise. */
async function probes() {
  const admin = await startMockServer({
    port: 0,
    dataDir: await tempDir(),
    scryptParams: TEST_SCRYPT,
  })
  onCleanup(() => admin.close())
  const noHealth = await transportServer((_req, res) => json(res, 404, {}))
  const other = await transportServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{ not json')
  })
  const results = await Promise.all(
    [admin.url, noHealth.url, other.url].map((url) => probeService(url, true)),
  )
  return results.flatMap((result) => (result.message ? [result.message] : []))
}

describe('the connection screens’ coded texts', () => {
  it('name every keychain in the window’s English as main does', () => {
    const labels = [
      ...PLATFORMS.map((platform) => keychainName(platform)),
      keychainName('linux', 'Login'),
      sessionOnly('linux').label,
    ]
    expect(new Set(labels.map((label) => label.code))).toEqual(new Set(Object.keys(STORE_LABELS)))
    expect(codedDrift(STORE_LABELS, labels)).toEqual([])
    expect(german(STORE_LABELS['secret-service-collection'], { collection: 'Login' })).toBe(
      'Secret Service (Sammlung „Login“)',
    )
  })

  it('say what to do about the keychain in the window’s English as main does', () => {
    const hints = PLATFORMS.map((platform) => keychainHint(platform))
    expect(new Set(hints.map((hint) => hint.code))).toEqual(new Set(Object.keys(STORE_HINTS)))
    expect(codedDrift(STORE_HINTS, hints)).toEqual([])
  })

  it('say what answered at a URL in the window’s English as main does', async () => {
    const found = await probes()
    expect(found.map((text) => text.code)).toEqual(['admin-service', 'no-health', 'not-admin'])
    expect(codedDrift(PROBE_RESULTS, found)).toEqual([])
  })

  it('say how the offline service is in the window’s English as main does', () => {
    const statuses = [
      serviceStatus.runningAgain(),
      serviceStatus.restarting(9),
      serviceStatus.keepsStopping(9),
      serviceStatus.notRestarted('it exited with code 1'),
    ]
    expect(new Set(statuses.map((status) => status.code))).toEqual(
      new Set(Object.keys(EMBEDDED_STATUS)),
    )
    expect(codedDrift(EMBEDDED_STATUS, statuses)).toEqual([])
  })

  it('say why a profile file was set aside, and where it went, in main’s English and in German', async () => {
    const notices: ProfilesNotice[] = []
    for (const content of ['password=not-json', '5', '{"version": 1, "profiles": 5}']) {
      const dir = await tempDir()
      await writeFile(path.join(dir, PROFILES_FILE_NAME), content)
      const { notice } = await createProfileService(createProfileFileStore(dir)).state()
      notices.push(notice!)
    }
    expect(notices.map((notice) => notice.code)).toEqual([...PROFILES_NOTICE_CODES])
    expect(codedDrift(PROFILES_NOTICES, notices)).toEqual([])
    expect(german(PROFILES_NOTICES[notices[0]!.code], notices[0]!.values)).toMatch(
      /^Die Profildatei konnte nicht gelesen werden \(sie ist kein gültiges JSON\)\. Sie wurde als \/.*profiles\.json\.corrupt-.* beiseitegelegt/,
    )
  })
})
