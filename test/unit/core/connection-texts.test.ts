import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { probeService } from '#core/admin-client/probe.ts'
import { keychainHint, keychainName, sessionOnly } from '#core/credentials/store-names.ts'
import { serviceStatus } from '#core/embedded/service-status.ts'
import { startMockServer } from '#mock-server/index.ts'
import { createProfileFileStore, PROFILES_FILE_NAME } from '#core/profiles/file-store.ts'
import { createProfileService } from '#core/profiles/profile-service.ts'
import { PROFILES_NOTICE_CODES, type ProfilesNotice } from '#shared/ipc/session.ts'
import { EMBEDDED_STATUS_CODES } from '#shared/ipc/events.ts'
import { PROBE_CODES, STORE_HINT_CODES, STORE_LABEL_CODES } from '#shared/ipc/session.ts'
import type { SaidText } from '#shared/coded-text.ts'
import { formatMessage } from '#shared/messages/format.ts'
import { onCleanup, tempDir, TEST_SCRYPT } from './support/fixtures.ts'
import { json, transportServer } from './support/http-server.ts'

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

/** Every text says its catalog message in English (as `message`) and in German, with all its values. */
const german = (texts: readonly SaidText[]) =>
  texts.map((text) => {
    expect(text.message).toBe(formatMessage('en', text.id, text.values))
    return formatMessage('de', text.id, text.values)
  })

describe('the connection screens’ texts', () => {
  it('name every keychain, in English and German', () => {
    const labels = [
      ...PLATFORMS.map((platform) => keychainName(platform)),
      keychainName('linux', 'Login'),
      sessionOnly('linux').label,
    ]
    expect(new Set(labels.map((label) => label.code))).toEqual(new Set(STORE_LABEL_CODES))
    expect(labels.map((label) => label.message)).toEqual([
      'macOS Keychain',
      'Windows Credential Manager',
      'Secret Service',
      'Secret Service (collection "Login")',
      'This session only: no keychain found',
    ])
    expect(german(labels)[3]).toBe('Secret Service (Sammlung „Login“)')
  })

  it('say what to do about the keychain on each platform', () => {
    const hints = PLATFORMS.map((platform) => keychainHint(platform))
    expect(new Set(hints.map((hint) => hint.code))).toEqual(new Set(STORE_HINT_CODES))
    german(hints)
    expect(hints[2]!.message).toContain('sudo apt install gnome-keyring')
  })

  it('say what answered at a URL, with its origin and time', async () => {
    const found = await probes()
    expect(found.map((text) => text.code)).toEqual([...PROBE_CODES])
    german(found)
    expect(found[0]!.message).toMatch(
      /^The admin service at http:\/\/127\.0\.0\.1:\d+ answered in \d+ ms\.$/,
    )
  })

  it('say how the offline service is', () => {
    const statuses = [
      serviceStatus.runningAgain(),
      serviceStatus.restarting(9),
      serviceStatus.keepsStopping(9),
      serviceStatus.notRestarted('it exited with code 1'),
    ]
    expect(new Set(statuses.map((status) => status.code))).toEqual(new Set(EMBEDDED_STATUS_CODES))
    german(statuses)
    expect(statuses[1]!.message).toBe(
      'The offline demo service stopped unexpectedly (exit code 9) and is being restarted…',
    )
  })

  it('say why a profile file was set aside, and where it went, in English and in German', async () => {
    const notices: ProfilesNotice[] = []
    for (const content of ['password=not-json', '5', '{"version": 1, "profiles": 5}']) {
      const dir = await tempDir()
      await writeFile(path.join(dir, PROFILES_FILE_NAME), content)
      const { notice } = await createProfileService(createProfileFileStore(dir)).state()
      notices.push(notice!)
    }
    expect(notices.map((notice) => notice.code)).toEqual([...PROFILES_NOTICE_CODES])
    expect(notices[0]!.message).toMatch(
      /^The profile file could not be read \(it is not valid JSON\)\. It was set aside as \/.*profiles\.json\.corrupt-/,
    )
    expect(german(notices)[0]).toMatch(
      /^Die Profildatei konnte nicht gelesen werden \(sie ist kein gültiges JSON\)\. Sie wurde als \/.*profiles\.json\.corrupt-.* beiseitegelegt/,
    )
  })
})
