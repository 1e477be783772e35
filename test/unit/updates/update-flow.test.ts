// The update flow against a GitHub-shaped release feed on loopback: electron-updater's real updater
// (the .deb one) finds, downloads and checks the new version under Node; only the swap of the
// installed app (quitAndInstall) needs the Electron binary and runs in the release matrix.
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { UpdateStatus } from '#shared/ipc/updates.ts'
import type { UpdatePolicy } from '#core/updates/policy.ts'
import { createUpdateService, type Updater } from '#core/updates/update-service.ts'
import { updateSummary } from '#core/updates/update-summary.ts'
import type { UpdateSupport } from '#core/updates/update-support.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { call, closedPortUrl, fails, testCore } from '../core/support/fixtures.ts'
import { openFile } from '../import/support.ts'
import { debUpdater, releaseFeed } from './support/release-feed.ts'

const ON: UpdatePolicy = { disabled: false, notes: [] }

/** A service on `updater`; `next(state)` resolves with the first status in that state. */
function service(
  updater: Updater,
  options: { policy?: UpdatePolicy; support?: UpdateSupport; isBusy?: () => boolean } = {},
) {
  const statuses: UpdateStatus[] = []
  const waiting: Array<{ state: string; resolve: (status: UpdateStatus) => void }> = []
  const logs: string[] = []
  let made = 0
  const updates = createUpdateService({
    updater: () => {
      made += 1
      return updater
    },
    currentVersion: '0.1.0',
    policy: options.policy ?? ON,
    support: options.support ?? { mode: 'install' },
    isBusy: options.isBusy ?? (() => false),
    onStatus: (status) => {
      statuses.push(status)
      for (const wait of waiting.filter((w) => w.state === status.state)) wait.resolve(status)
    },
    log: (line) => logs.push(line),
  })
  const next = (state: UpdateStatus['state']) =>
    new Promise<UpdateStatus>((resolve) => waiting.push({ state, resolve }))
  return { updates, statuses, logs, next, made: () => made }
}

describe('self-update from the GitHub releases', () => {
  it('finds a newer version, downloads it in the background and is ready with its release notes', async () => {
    const feed = await releaseFeed({ version: '0.2.0' })
    const { updater, cacheDir } = await debUpdater(feed.host)
    const { updates, statuses, next } = service(updater)
    const ready = next('ready')
    await updates.start()
    const status = await ready

    expect(status).toMatchObject({
      state: 'ready',
      currentVersion: '0.1.0',
      managed: false,
      summary: {
        message: 'Updates: version 0.2.0 is ready; restart to update, or it installs when you quit',
      },
    })
    expect(status.update?.version).toBe('0.2.0')
    expect(status.update?.notes).toBe(
      "What's Changed\n\n" +
        '• Import: wait out 429 Retry-After & resume by @octo in #42\n' +
        '• Updates: restart to update\n\n' +
        'Full Changelog: v0.1.0...v0.2.0',
    )
    expect(statuses.map((s) => s.state)).toEqual(
      expect.arrayContaining(['checking', 'downloading', 'ready']),
    )
    expect(feed.paths()).toEqual(
      expect.arrayContaining([
        '/device-registry-admin/device-registry-admin/releases.atom',
        '/device-registry-admin/device-registry-admin/releases/download/v0.2.0/latest-linux.yml',
        `/device-registry-admin/device-registry-admin/releases/download/v0.2.0/${feed.file}`,
      ]),
    )
    // The download is the release's file, byte for byte, kept for the install.
    const pending = path.join(cacheDir, 'pending')
    const [downloaded] = (await readdir(pending)).filter((name) => name.endsWith('.deb'))
    expect(await readFile(path.join(pending, downloaded!))).toEqual(feed.deb)
  })

  it('says the app is up to date when the latest release is not newer', async () => {
    const feed = await releaseFeed({ version: '0.1.0' })
    const { updater } = await debUpdater(feed.host)
    const { updates, next } = service(updater)
    const idle = next('idle')
    await updates.start()
    expect(await idle).toMatchObject({
      update: null,
      summary: { message: 'Updates: automatic; this is the latest version' },
    })
    expect(feed.paths().some((p) => p.endsWith('.deb'))).toBe(false)
  })

  it('refuses a download whose checksum is not the one the release lists', async () => {
    const feed = await releaseFeed({ corrupt: true })
    const { updater } = await debUpdater(feed.host)
    const { updates, statuses, next } = service(updater)
    const failed = next('failed')
    await updates.start()
    const status = await failed
    expect(status.summary.message).toMatch(
      /^Updates: the last check failed \(.*sha512.*\); the next is in 4 hours$/,
    )
    expect(statuses.some((s) => s.state === 'ready')).toBe(false)
    expect(() => updates.restart()).toThrow('No update is ready to install yet.')
  })

  it('fails quietly when the feed cannot be reached: no update, a reason, another try later', async () => {
    const { updater } = await debUpdater(new URL(await closedPortUrl()).host)
    const { updates, next } = service(updater)
    const failed = next('failed')
    await updates.start()
    expect(await failed).toMatchObject({
      update: null,
      summary: { message: expect.stringMatching(/ECONNREFUSED/) },
    })
  })

  it('in a build that is not code-signed, tells of the new version without downloading it', async () => {
    const feed = await releaseFeed({ version: '0.2.0' })
    const { updater } = await debUpdater(feed.host)
    const { updates, next } = service(updater, { support: { mode: 'notify' } })
    const available = next('available')
    await updates.start()
    expect((await available).update).toMatchObject({ version: '0.2.0' })
    expect(feed.paths().some((p) => p.endsWith('.deb'))).toBe(false)
    expect(() => updates.restart()).toThrow('No update is ready to install yet.')
  })

  it.each([
    [
      { disabled: true, by: 'organisation', source: 'policy', notes: [] },
      { mode: 'install' },
      'Updates: managed by your organisation',
      true,
    ],
    [
      { disabled: true, by: 'environment', source: 'DEVICE_ADMIN_DISABLE_UPDATES', notes: [] },
      { mode: 'install' },
      'Updates: turned off by DEVICE_ADMIN_DISABLE_UPDATES',
      false,
    ],
    [
      ON,
      { mode: 'off', summary: updateSummary.devBuild() },
      'Updates: not in a development build',
      false,
    ],
  ] as const)(
    'never contacts the feed when updates are off: %j, %j',
    async (policy, support, summary, managed) => {
      const feed = await releaseFeed()
      const { updater } = await debUpdater(feed.host)
      const { updates, statuses, made } = service(updater, { policy, support })
      await updates.start()
      expect(updates.status()).toMatchObject({
        state: 'off',
        summary: { message: summary },
        managed,
        update: null,
      })
      expect(made()).toBe(0)
      expect(statuses).toEqual([])
      expect(feed.paths()).toEqual([])
    },
  )
})

describe('"Restart to update" in the app', () => {
  it('waits while an import is being sent, then quits and installs when asked', async () => {
    const feed = await releaseFeed()
    const { updater } = await debUpdater(feed.host)
    // Swapping the installed app needs the Electron binary (the release matrix): recorded here.
    const installs: unknown[][] = []
    updater.quitAndInstall = (...args) => void installs.push(args)
    let importSending = () => false
    const { updates, next } = service(updater, { isBusy: () => importSending() })
    const ready = next('ready')
    await updates.start()
    await ready

    let duringSend: Promise<IpcError> | undefined
    const core = await testCore({
      updates,
      emit: (event, payload) => {
        if (event === 'importProgress' && !duringSend && (payload as { done: number }).done > 0)
          duringSend = fails(core.dispatch, 'restartToUpdate')
      },
    })
    importSending = core.isSending
    expect(await call(core.dispatch, 'getUpdateStatus')).toMatchObject({
      state: 'ready',
      update: { version: '0.2.0' },
    })
    const csv = [
      'bssid,ssid,band,location',
      ...Array.from(
        { length: 200 },
        (_, n) => `02:00:00:00:01:${n.toString(16).padStart(2, '0')},Corp,5 GHz,berlin-f2`,
      ),
    ].join('\n')
    const { input } = await openFile(core.dispatch, 'aps.csv', csv)
    await call(core.dispatch, 'sendImport', input)

    expect(await duringSend).toMatchObject({
      code: 'busy',
      message: expect.stringMatching(/^An import is being sent/),
    })
    expect(installs).toEqual([])
    expect(await call(core.dispatch, 'restartToUpdate')).toEqual({ restarting: true })
    expect(installs).toEqual([[true, true]])
  })

  it('is not offered where the app cannot update itself (the browser harness, the command line)', async () => {
    const core = await testCore()
    expect(await call(core.dispatch, 'getUpdateStatus')).toEqual({
      currentVersion: '0.0.0-test',
      state: 'off',
      summary: {
        code: 'installed-app',
        id: 'updates.status.installed-app',
        message: 'Updates: come with the installed app',
      },
      managed: false,
      update: null,
    })
    expect(await fails(core.dispatch, 'restartToUpdate')).toMatchObject({ code: 'not_found' })
    expect(await call(core.dispatch, 'openReleasePage')).toEqual({ opened: false })
  })
})
