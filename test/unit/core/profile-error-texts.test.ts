// The profiles', survey's, session's and updates' errors main words itself, and the session's message,
// travel with a code and values; the window's English for each is main's own, its German has the values.
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { unsaid } from '../../support/said-texts.ts'
import { describe, expect, it } from 'vitest'
import { secretAccount, type CredentialStore } from '#core/credentials/credential-store.ts'
import { createMemoryStore } from '#core/credentials/memory-store.ts'
import { fixtureDetector } from '#core/detect/fixture.ts'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import { createProfileFileStore, unusable } from '#core/profiles/file-store.ts'
import { createProfileService } from '#core/profiles/profile-service.ts'
import { OFFLINE_PROFILE_ID } from '#core/profiles/schema.ts'
import { floorOf } from '#core/survey/desks.ts'
import { createSurveySession } from '#core/survey/session.ts'
import { createUpdateHandlers } from '#core/updates/handlers.ts'
import type { Location } from '#shared/api/extensions.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import type { SessionState } from '#shared/ipc/session.ts'
import { PROFILE_ERROR_TEXT_CODES } from '#shared/profile-error-texts.ts'
import { german } from '../../renderer/translate.ts'
import { textOf, sentText, thrown, rejected } from './support/error-text.ts'
import { machineStates, seed, stateOf } from '../survey/support/floor.ts'
import { createUpdateService } from '#core/updates/update-service.ts'
import { debUpdater, releaseFeed } from '../updates/support/release-feed.ts'
import {
  brokenKeychain,
  call,
  DEMO,
  expiringTokenServer,
  fails,
  remoteMockServer,
  tempDir,
  TEST_SCRYPT,
  testCore,
} from './support/fixtures.ts'
import { json, transportServer } from './support/http-server.ts'

type Core = Awaited<ReturnType<typeof testCore>>

/** The session's message, part by part: each has its code but a failure's passed on as it came. */
function partsOf(session: SessionState): ErrorText[] {
  const parts = session.parts ?? []
  expect(parts.map((part) => part.message).join(' ')).toBe(session.message)
  return parts.flatMap((part) => (part.code ? [{ ...part, code: part.code }] : []))
}

const errno = (code?: string) => Object.assign(new Error('x'), code ? { code } : {})

async function profileTexts(): Promise<ErrorText[]> {
  const configDir = await tempDir()
  const profiles = createProfileService(createProfileFileStore(configDir))
  const folder = path.join(await tempDir(), 'config')
  await mkdir(path.join(folder, 'profiles.json'), { recursive: true })
  const file = path.join(await tempDir(), 'config')
  await writeFile(file, '')
  const looping = await tempDir()
  await symlink(path.join(looping, 'profiles.json'), path.join(looping, 'profiles.json'))
  const locked = await tempDir()
  await writeFile(path.join(locked, 'profiles.json.lock'), '999999\n')
  const lockedProfiles = createProfileService(
    createProfileFileStore(locked, { waitMs: 50, staleMs: 60_000 }),
  )
  const remote = {
    name: 'Production',
    baseUrl: 'https://admin.example.com/',
    authMethod: 'apiKey' as const,
    username: null,
    allowInsecureHttp: false,
    defaultAccountId: null,
  }
  const state = (dir: string) => createProfileService(createProfileFileStore(dir)).state()
  // A file edited by hand to hold one remote profile only.
  const { profile: only } = await profiles.save(remote)
  const single = await tempDir()
  await writeFile(
    path.join(single, 'profiles.json'),
    JSON.stringify({ version: 1, activeProfileId: only.id, profiles: [only] }),
  )
  return [
    await rejected(state(folder)),
    // Run as root, the file system refuses nothing: the error as main makes it of a refusal.
    textOf(unusable(path.join(configDir, 'profiles.json'), errno('EACCES'))),
    await rejected(state(file)),
    await rejected(state(looping)),
    textOf(unusable(path.join(configDir, 'profiles.json'), errno())),
    await rejected(lockedProfiles.save(remote)),
    await rejected(profiles.use('nope')),
    await rejected(profiles.save({ ...remote, id: OFFLINE_PROFILE_ID })),
    await rejected(profiles.remove(OFFLINE_PROFILE_ID)),
    await rejected(createProfileService(createProfileFileStore(single)).remove(only.id)),
  ]
}

const at = (id: string, name: string, parentId: string | null): Location => ({
  id,
  name,
  accountId: 'a1',
  parentId,
})
const LOCATIONS = [
  at('house', 'Lindenhaus', null),
  at('f4', 'Floor 4', 'house'),
  at('desk-4-01', 'Desk 4.01', 'f4'),
  at('desk-4-02', 'Desk 4.02', 'f4'),
]

async function surveyTexts(): Promise<ErrorText[]> {
  const session = createSurveySession(floorOf(LOCATIONS, true, 'f4'), await stateOf('baseline'))
  session.setAccount({ devices: [], complete: true, names: new Map(), confirmed: new Set() })
  session.observe(await stateOf('desk-1'))
  const seen = session.proposal!.revision
  const items = session.proposal!.items
  const texts = [
    thrown(() => session.toPut('desk-4-02', seen, [])),
    thrown(() => session.toPut('desk-4-01', seen, [{ key: items[0]!.key, serialId: 'ZZZ;1;1' }])),
    thrown(() =>
      session.toPut(
        'desk-4-01',
        seen,
        items.map((item) => ({ key: item.key, serialId: null })),
      ),
    ),
    thrown(() => session.goTo('desk-9-99')),
  ]
  session.observe(await stateOf('desk-2'))
  texts.push(thrown(() => session.toPut('desk-4-01', seen, [])))
  session.skip()
  session.skip()
  texts.push(thrown(() => session.toPut('desk-4-01', seen, [])))
  texts.push(
    thrown(() => floorOf(LOCATIONS, true, 'nowhere')),
    thrown(() => floorOf(LOCATIONS, false, 'f4')),
    thrown(() => floorOf(LOCATIONS, true, 'desk-4-01')),
  )
  // Through the IPC methods: no survey yet, then one with nothing to undo.
  const dir = await tempDir()
  const core = await testCore({
    configDir: dir,
    embedded: inProcessEmbeddedService(path.join(dir, 'mock-server'), {
      scryptParams: TEST_SCRYPT,
      seed: seed(),
    }),
    detector: await fixtureDetector((await machineStates()).dir),
  })
  texts.push(sentText(await fails(core.dispatch, 'surveySkip')))
  await call(core.dispatch, 'surveyStart', { locationId: 'lindenhaus-f4' })
  texts.push(sentText(await fails(core.dispatch, 'surveyUndo')))
  return texts
}

function oddKeychain(): CredentialStore {
  const store = createMemoryStore()
  return {
    get: (account) => store.get(account),
    set: (account, secret) => store.set(account, secret),
    delete: async () => {
      throw new Error('bus gone')
    },
  }
}

/** An embedded service that starts `times` times, then fails to. */
function embeddedStarting(dir: string, times: number) {
  const real = inProcessEmbeddedService(path.join(dir, 'mock-server'), {
    scryptParams: TEST_SCRYPT,
  })
  let starts = 0
  return {
    start: () => (++starts > times ? Promise.reject(new Error('port 4700 in use')) : real.start()),
    stop: () => real.stop(),
    dataDir: real.dataDir,
  }
}

async function profile(
  core: Core,
  baseUrl: string,
  authMethod: 'apiKey' | 'login',
  username: string | null = null,
) {
  const saved = await call(core.dispatch, 'saveProfile', {
    name: 'Staging',
    baseUrl,
    authMethod,
    username,
  })
  return { id: saved.id, use: () => call(core.dispatch, 'useProfile', { id: saved.id }) }
}

async function sessionTexts(): Promise<ErrorText[]> {
  const texts: ErrorText[] = []
  const server = await remoteMockServer()
  const silent = await transportServer((_req, res) => json(res, 401, {}))

  // Signed out and back, the wrong password, keys the service does not accept.
  const credentials = createMemoryStore()
  const core = await testCore({ credentials })
  texts.push(...partsOf(await call(core.dispatch, 'signOut', { forgetSecret: false })))
  texts.push(sentText(await fails(core.dispatch, 'listDevices', {})))
  texts.push(...partsOf(await call(core.dispatch, 'signOut', { forgetSecret: true })))
  const wrong = { method: 'password', username: 'tenant.admin', password: 'x', remember: false }
  texts.push(sentText(await fails(core.dispatch, 'signIn', wrong)))
  const keyed = await profile(core, server.url, 'apiKey')
  texts.push(...partsOf(await keyed.use()))
  texts.push(
    sentText(await fails(core.dispatch, 'signIn', { method: 'apiKey', apiKey: 'x'.repeat(24) })),
  )
  const expired = 'demo-expired-key-berlin-import-3d8f2b6a'
  texts.push(sentText(await fails(core.dispatch, 'signIn', { method: 'apiKey', apiKey: expired })))
  texts.push(sentText(await fails(core.dispatch, 'resetDemo')))
  await credentials.set(secretAccount(keyed.id, 'apiKey'), expired)
  await call(core.dispatch, 'useProfile', { id: OFFLINE_PROFILE_ID })
  texts.push(...partsOf(await keyed.use()))
  const refusing = await profile(core, silent.url, 'apiKey')
  await credentials.set(secretAccount(refusing.id, 'apiKey'), 'stored-key-0123456789')
  texts.push(...partsOf(await refusing.use()))
  texts.push(
    sentText(await fails(core.dispatch, 'signIn', { method: 'apiKey', apiKey: 'k'.repeat(24) })),
  )
  texts.push(...partsOf(await (await profile(core, server.url, 'login')).use()))
  texts.push(...partsOf(await (await profile(core, server.url, 'login', 'ops')).use()))
  const remembered = await profile(core, server.url, 'login', 'berlin.admin')
  await credentials.set(secretAccount(remembered.id, 'password'), 'not-the-password')
  texts.push(...partsOf(await remembered.use()))

  // A sign-in that expires: the window is told.
  const expiring = await expiringTokenServer()
  const told: SessionState[] = []
  const later = await testCore({
    credentials: createMemoryStore(),
    emit: (event, payload) => void (event === 'session' && told.push(payload as SessionState)),
  })
  await (await profile(later, expiring.url, 'login')).use()
  await call(later.dispatch, 'signIn', { method: 'password', ...DEMO.berlinAdmin, remember: false })
  expiring.passMinutes(2)
  await fails(later.dispatch, 'listDevices', {})
  await expect.poll(() => told.at(-1)?.status).toBe('signedOut')
  texts.push(...partsOf(told.at(-1)!))

  // Without a usable keychain; with one that fails to delete.
  const unkept = await testCore({ credentials: brokenKeychain })
  texts.push(...partsOf(await call(unkept.dispatch, 'getSession')))
  const demoKey = { method: 'apiKey', apiKey: DEMO.berlinAdminKey } as const
  texts.push(...partsOf(await call(unkept.dispatch, 'signIn', demoKey)))
  texts.push(...partsOf(await call(unkept.dispatch, 'signOut', { forgetSecret: true })))
  await (await profile(unkept, server.url, 'login')).use()
  const remember = { method: 'password', ...DEMO.berlinAdmin, remember: true } as const
  texts.push(...partsOf(await call(unkept.dispatch, 'signIn', remember)))
  const odd = await testCore({ credentials: oddKeychain() })
  texts.push(...partsOf(await call(odd.dispatch, 'signOut', { forgetSecret: true })))

  // The offline demo's service fails to start again, on a reset and after.
  const dir = await tempDir()
  const failing = await testCore({ configDir: dir, embedded: embeddedStarting(dir, 1) })
  await call(failing.dispatch, 'getSession')
  texts.push(sentText(await fails(failing.dispatch, 'resetDemo')))
  texts.push(sentText(await fails(failing.dispatch, 'listDevices', {})))
  return texts
}

async function updateTexts(): Promise<ErrorText[]> {
  const feed = await releaseFeed()
  const { updater } = await debUpdater(feed.host)
  let ready = () => {}
  const downloaded = new Promise<void>((resolve) => (ready = resolve))
  const updates = createUpdateService({
    updater: () => updater,
    currentVersion: '0.1.0',
    policy: { disabled: false, notes: [] },
    support: { mode: 'install' },
    isBusy: () => true,
    onStatus: (status) => void (status.state === 'ready' && ready()),
    log: () => {},
  })
  const notYet = thrown(() => updates.restart())
  await updates.start()
  await downloaded
  updates.stop()
  return [
    notYet,
    thrown(() => updates.restart()),
    await rejected(createUpdateHandlers(undefined, '0.1.0').restartToUpdate(undefined)),
  ]
}

describe('the profiles’, survey’s, session’s and updates’ texts main words itself', () => {
  it('come with a code for each kind, and each is said with a catalog message in both languages', async () => {
    const texts = [
      ...(await profileTexts()),
      ...(await surveyTexts()),
      ...(await sessionTexts()),
      ...(await updateTexts()),
    ]
    expect(new Set(texts.map((text) => text.code))).toEqual(new Set(PROFILE_ERROR_TEXT_CODES))
    expect(unsaid(texts)).toEqual([])
  }, 60_000)

  it('are said in German with their values', () => {
    expect(
      german('errors.profile.survey-not-in-hand', { desk: 'Desk 4.02', current: 'Desk 4.01' }),
    ).toBe(
      'Desk 4.02 ist nicht der aktuelle Arbeitsplatz (das ist Desk 4.01): Sehen Sie erneut nach und bestätigen Sie dann.',
    )
    expect(german('errors.profile.session-sign-in-as', { username: 'berlin.admin' })).toBe(
      'Melden Sie sich als berlin.admin an.',
    )
  })
})
