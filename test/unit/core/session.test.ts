import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startMockServer } from '#mock-server/index.ts'
import { secretAccount } from '#core/credentials/credential-store.ts'
import { createMemoryStore } from '#core/credentials/memory-store.ts'
import { OFFLINE_PROFILE_ID } from '#core/profiles/schema.ts'
import {
  call,
  closedPortUrl,
  DEMO,
  expiringTokenServer,
  fails,
  onCleanup,
  remoteMockServer,
  tempDir,
  TEST_SCRYPT,
  testCore,
  testKeychain,
} from './support/fixtures.ts'
import { json, transportServer } from './support/http-server.ts'

/** A remote profile on a real mock server, made active. */
async function useRemote(
  core: Awaited<ReturnType<typeof testCore>>,
  baseUrl: string,
  authMethod: 'apiKey' | 'login' = 'apiKey',
) {
  const profile = await call(core.dispatch, 'saveProfile', { name: 'Staging', baseUrl, authMethod })
  await call(core.dispatch, 'useProfile', { id: profile.id })
  return profile
}

describe('sessions: the offline demo', () => {
  it('is signed in on the first start, with the demo principal and the embedded URL', async () => {
    const core = await testCore()
    const session = await call(core.dispatch, 'getSession')
    expect(session).toMatchObject({
      profileId: OFFLINE_PROFILE_ID,
      profileName: 'Offline demo',
      kind: 'offline',
      status: 'signedIn',
      principal: { kind: 'apiKey', role: 'accountAdmin', accountId: 'acct-berlin-hq' },
      message: null,
    })
    expect(session.serviceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('keeps the demo key in the keychain, not in the profile file', async () => {
    const credentials = testKeychain()
    const core = await testCore({ credentials })
    await call(core.dispatch, 'getSession')
    expect(await credentials.get(secretAccount(OFFLINE_PROFILE_ID, 'apiKey'))).toBe(
      DEMO.berlinAdminKey,
    )
    const summary = (await call(core.dispatch, 'listProfiles')).profiles[0]
    expect(summary?.hasStoredSecret).toBe(true)
    expect(await readFile(path.join(core.configDir, 'profiles.json'), 'utf8')).not.toContain(
      DEMO.berlinAdminKey,
    )
  })

  it('signs in with a password, remembers it in the keychain and resumes in a new process', async () => {
    const credentials = testKeychain()
    const first = await testCore({ credentials })
    const signedIn = await call(first.dispatch, 'signIn', {
      method: 'password',
      ...DEMO.tenantAdmin,
      remember: true,
    })
    expect(signedIn).toMatchObject({
      status: 'signedIn',
      principal: { kind: 'user', name: 'tenant.admin', role: 'tenantAdmin' },
    })
    await first.close()

    const second = await testCore({ credentials, configDir: first.configDir })
    expect(await call(second.dispatch, 'getSession')).toMatchObject({
      status: 'signedIn',
      principal: { name: 'tenant.admin' },
    })
    const profile = (await call(second.dispatch, 'listProfiles')).profiles[0]
    expect(profile).toMatchObject({
      authMethod: 'login',
      username: 'tenant.admin',
      hasStoredSecret: true,
    })
  })

  it('does not remember a password unless asked', async () => {
    const credentials = testKeychain()
    const core = await testCore({ credentials })
    await call(core.dispatch, 'signIn', {
      method: 'password',
      ...DEMO.tenantAdmin,
      remember: false,
    })
    expect(await credentials.get(secretAccount(OFFLINE_PROFILE_ID, 'password'))).toBeNull()
  })

  it('says a wrong password is wrong, without echoing it', async () => {
    const core = await testCore()
    const error = await fails(core.dispatch, 'signIn', {
      method: 'password',
      username: 'tenant.admin',
      password: 'not-the-password',
      remember: true,
    })
    expect(error.code).toBe('unauthenticated')
    expect(error.message).toMatch(
      /^The username or password is wrong for http:\/\/127\.0\.0\.1:\d+\.$/,
    )
  })

  it('stays signed out after signing out, until the person signs in again', async () => {
    const core = await testCore()
    await call(core.dispatch, 'getSession')
    expect(await call(core.dispatch, 'signOut', { forgetSecret: false })).toMatchObject({
      status: 'signedOut',
      message: 'Signed out.',
    })
    expect((await call(core.dispatch, 'getSession')).status).toBe('signedOut')
    const error = await fails(core.dispatch, 'listDevices', {})
    expect(error).toMatchObject({
      code: 'unauthenticated',
      message: 'You signed out of "Offline demo". Sign in to continue.',
    })
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.tenantAdminKey })
    expect((await call(core.dispatch, 'getSession')).principal?.role).toBe('tenantAdmin')
  })

  it('signs in again from the stored key when the person picks the profile after signing out', async () => {
    const core = await testCore()
    await call(core.dispatch, 'signOut', { forgetSecret: false })
    const session = await call(core.dispatch, 'useProfile', { id: OFFLINE_PROFILE_ID })
    expect(session).toMatchObject({ status: 'signedIn', principal: { role: 'accountAdmin' } })
    expect((await call(core.dispatch, 'listDevices', {})).devices.length).toBeGreaterThan(0)
  })

  it('deletes the stored secret when asked to forget it', async () => {
    const credentials = testKeychain()
    const core = await testCore({ credentials })
    await call(core.dispatch, 'getSession')
    const state = await call(core.dispatch, 'signOut', { forgetSecret: true })
    expect(state.message).toContain('deleted from the keychain')
    expect(await credentials.get(secretAccount(OFFLINE_PROFILE_ID, 'apiKey'))).toBeNull()
  })
})

describe('sessions: remote profiles', () => {
  it('starts signed out, signs in with an API key and keeps it in the keychain', async () => {
    const server = await remoteMockServer()
    const credentials = testKeychain()
    const core = await testCore({ credentials })
    const profile = await useRemote(core, server.url)
    expect(await call(core.dispatch, 'getSession')).toMatchObject({
      status: 'signedOut',
      serviceUrl: server.url,
      message: 'Sign in with an API key for this service.',
    })
    const state = await call(core.dispatch, 'signIn', {
      method: 'apiKey',
      apiKey: DEMO.tenantAdminKey,
    })
    expect(state).toMatchObject({
      status: 'signedIn',
      kind: 'remote',
      principal: { role: 'tenantAdmin' },
    })
    expect(await credentials.get(secretAccount(profile.id, 'apiKey'))).toBe(DEMO.tenantAdminKey)

    const again = await testCore({ credentials, configDir: core.configDir })
    expect(await call(again.dispatch, 'getSession')).toMatchObject({
      status: 'signedIn',
      profileId: profile.id,
    })
  })

  it('signs in again from the stored key on picking the profile, but not once the key is forgotten', async () => {
    const server = await remoteMockServer()
    const core = await testCore({ credentials: testKeychain() })
    const profile = await useRemote(core, server.url)
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.tenantAdminKey })

    await call(core.dispatch, 'signOut', { forgetSecret: false })
    expect((await call(core.dispatch, 'useProfile', { id: profile.id })).status).toBe('signedIn')

    await call(core.dispatch, 'signOut', { forgetSecret: true })
    expect((await call(core.dispatch, 'useProfile', { id: profile.id })).status).toBe('signedOut')
  })

  it('refuses an API key the service does not accept and stores nothing', async () => {
    const server = await remoteMockServer()
    const credentials = testKeychain()
    const core = await testCore({ credentials })
    const profile = await useRemote(core, server.url)
    const error = await fails(core.dispatch, 'signIn', {
      method: 'apiKey',
      apiKey: 'not-a-valid-key-000000000',
    })
    expect(error).toMatchObject({
      code: 'unauthenticated',
      message: expect.stringContaining('does not accept this API key'),
    })
    expect(await credentials.get(secretAccount(profile.id, 'apiKey'))).toBeNull()
  })

  it.each([
    [
      'an expired',
      'demo-expired-key-berlin-import-3d8f2b6a',
      /does not accept this API key: This API key expired on \S+\. Ask an admin/,
    ],
    [
      'a revoked',
      'demo-revoked-key-berlin-contractor-9e1c5a7d',
      /does not accept this API key: This API key was revoked on \S+\. Ask an admin/,
    ],
  ])('refuses %s demo key saying so, and stores nothing', async (_which, apiKey, message) => {
    const server = await remoteMockServer()
    const credentials = testKeychain()
    const core = await testCore({ credentials })
    const profile = await useRemote(core, server.url)
    const error = await fails(core.dispatch, 'signIn', { method: 'apiKey', apiKey })
    expect(error).toMatchObject({
      code: 'unauthenticated',
      message: expect.stringMatching(message),
    })
    expect(await credentials.get(secretAccount(profile.id, 'apiKey'))).toBeNull()
  })

  it('forgets the stored secret when the profile moves to another origin', async () => {
    const server = await remoteMockServer()
    const other = await remoteMockServer()
    const credentials = testKeychain()
    const core = await testCore({ credentials })
    const profile = await useRemote(core, server.url)
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.tenantAdminKey })
    await call(core.dispatch, 'saveProfile', {
      id: profile.id,
      name: 'Staging',
      baseUrl: other.url,
      authMethod: 'apiKey',
    })
    expect(await credentials.get(secretAccount(profile.id, 'apiKey'))).toBeNull()
    expect(await call(core.dispatch, 'getSession')).toMatchObject({
      status: 'signedOut',
      serviceUrl: other.url,
    })
  })

  it('repairs a profile whose URL was broken by hand, forgetting its secret', async () => {
    const server = await remoteMockServer()
    const credentials = createMemoryStore()
    const core = await testCore({ credentials })
    const profile = await useRemote(core, server.url)
    await credentials.set(secretAccount(profile.id, 'apiKey'), 'stored-key-0123456789')
    const file = path.join(core.configDir, 'profiles.json')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace(JSON.stringify(server.url), '"not a url"'))
    await call(core.dispatch, 'saveProfile', {
      id: profile.id,
      name: 'Staging',
      baseUrl: server.url,
      authMethod: 'apiKey',
    })
    expect(await credentials.get(secretAccount(profile.id, 'apiKey'))).toBeNull()
  })

  it('deletes the secrets of a removed profile', async () => {
    const server = await remoteMockServer()
    const credentials = testKeychain()
    const core = await testCore({ credentials })
    const profile = await useRemote(core, server.url)
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.tenantAdminKey })
    const state = await call(core.dispatch, 'removeProfile', { id: profile.id })
    expect(state.activeProfileId).toBe(OFFLINE_PROFILE_ID)
    expect(await credentials.get(secretAccount(profile.id, 'apiKey'))).toBeNull()
  })

  it('reports a service it cannot reach as unreachable, naming it', async () => {
    const credentials = testKeychain()
    const core = await testCore({ credentials, http: { retries: 0 } })
    const url = await closedPortUrl()
    const profile = await useRemote(core, url)
    await credentials.set(secretAccount(profile.id, 'apiKey'), 'stored-key-0123456789')
    const session = await call(core.dispatch, 'getSession')
    expect(session).toMatchObject({ status: 'unreachable', serviceUrl: url })
    expect(session.message).toContain(`${url} cannot be reached`)
    expect(await fails(core.dispatch, 'listDevices', {})).toMatchObject({ code: 'network' })
  })

  it('signs in again with the remembered password when the token expires', async () => {
    const server = await expiringTokenServer()
    const core = await testCore()
    await useRemote(core, server.url, 'login')
    await call(core.dispatch, 'signIn', { method: 'password', ...DEMO.berlinAdmin, remember: true })
    server.passMinutes(2)
    expect((await call(core.dispatch, 'listDevices', {})).devices.length).toBeGreaterThan(0)
  })

  it('asks to sign in again when the token expires and no password is remembered', async () => {
    const server = await expiringTokenServer()
    const told: unknown[] = []
    const core = await testCore({ emit: (event, payload) => void told.push({ event, payload }) })
    await useRemote(core, server.url, 'login')
    await call(core.dispatch, 'signIn', {
      method: 'password',
      ...DEMO.berlinAdmin,
      remember: false,
    })
    server.passMinutes(2)
    expect(await fails(core.dispatch, 'listDevices', {})).toMatchObject({
      code: 'unauthenticated',
      message:
        'The service no longer accepts your sign-in (it expired or was withdrawn). Sign in as berlin.admin.',
    })
    expect((await call(core.dispatch, 'getSession')).status).toBe('signedOut')
    // The window is told, not left showing "Signed in".
    expect(told.at(-1)).toMatchObject({ event: 'session', payload: { status: 'signedOut' } })
  })

  it('says how long to wait after too many failed sign-ins', async () => {
    const server = await startMockServer({
      port: 0,
      dataDir: await tempDir(),
      scryptParams: TEST_SCRYPT,
      loginLimits: { perUsername: 2 },
    })
    onCleanup(() => server.close())
    const core = await testCore()
    await useRemote(core, server.url, 'login')
    const wrong = {
      method: 'password',
      username: 'berlin.admin',
      password: 'wrong-password',
      remember: false,
    } as const
    await fails(core.dispatch, 'signIn', wrong)
    await fails(core.dispatch, 'signIn', wrong)
    const error = await fails(core.dispatch, 'signIn', wrong)
    expect(error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^Too many attempts\. Wait \d+ (seconds|minutes) and try again\.$/,
      ),
    })
  })

  it('stays signed out when the person signs out while a sign-in from the stored key is under way', async () => {
    let answerCheck: () => void = () => {}
    let checkArrived: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (checkArrived = resolve))
    const principal = { kind: 'apiKey', name: 'ci', role: 'tenantAdmin', tenantId: 't1' }
    // The check of the stored key hangs until the test lets it answer.
    const service = await transportServer((_req, res) => {
      answerCheck = () => json(res, 200, { status: 'OK', principal })
      checkArrived()
    })
    const credentials = createMemoryStore()
    const core = await testCore({ credentials })
    const profile = await useRemote(core, service.url)
    await credentials.set(secretAccount(profile.id, 'apiKey'), 'stored-key-0123456789')

    const resuming = core.dispatch('getSession', undefined)
    await arrived
    const out = await call(core.dispatch, 'signOut', { forgetSecret: true })
    answerCheck()
    await resuming
    expect(out.status).toBe('signedOut')
    expect((await call(core.dispatch, 'getSession')).status).toBe('signedOut')
    expect((await fails(core.dispatch, 'listDevices', {})).code).toBe('unauthenticated')
  })

  it('never sends a stored key to the new origin of a profile moved while signing in from it', async () => {
    let answerCheck: () => void = () => {}
    let checkArrived: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (checkArrived = resolve))
    const principal = { kind: 'apiKey', name: 'ci', role: 'tenantAdmin', tenantId: 't1' }
    const before = await transportServer((_req, res) => {
      answerCheck = () => json(res, 200, { status: 'OK', principal })
      checkArrived()
    })
    const after = await transportServer((_req, res) => json(res, 401, { status: 401 }))
    const credentials = createMemoryStore()
    const core = await testCore({ credentials })
    const profile = await useRemote(core, before.url)
    await credentials.set(secretAccount(profile.id, 'apiKey'), 'stored-key-0123456789')

    const resuming = core.dispatch('getSession', undefined)
    await arrived
    await call(core.dispatch, 'saveProfile', {
      id: profile.id,
      name: 'Moved',
      baseUrl: after.url,
      authMethod: 'apiKey',
    })
    answerCheck()
    await resuming
    await core.dispatch('listDevices', {})
    expect(after.seen.filter((request) => request.headers['x-api-key'])).toEqual([])
  })
})
