import { describe, expect, it } from 'vitest'
import {
  brokenKeychain,
  call,
  DEMO,
  fails,
  NO_KEYCHAIN_REASON,
  remoteMockServer,
  testCore,
} from './support/fixtures.ts'

describe('without a usable OS keychain', () => {
  it('still signs in the offline demo, holding its public key in memory and saying so', async () => {
    const core = await testCore({ credentials: brokenKeychain })
    const session = await call(core.dispatch, 'getSession')
    expect(session).toMatchObject({ status: 'signedIn', principal: { role: 'accountAdmin' } })
    expect(session.message).toContain(NO_KEYCHAIN_REASON)
    expect(session.message).toContain('held in memory for this session only')
    expect(session.credentialStore).toMatchObject({
      kind: 'sessionOnly',
      label: { message: 'This session only: no keychain found' },
    })
    expect((await call(core.dispatch, 'listDevices', {})).devices.length).toBeGreaterThan(0)
  })

  it('fails a remote sign-in with a message naming the keychain problem', async () => {
    const server = await remoteMockServer()
    const core = await testCore({ credentials: brokenKeychain })
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Remote',
      baseUrl: server.url,
      authMethod: 'apiKey',
    })
    const session = await call(core.dispatch, 'useProfile', { id: profile.id })
    expect(session).toMatchObject({
      status: 'signedOut',
      message: expect.stringContaining(NO_KEYCHAIN_REASON),
    })
    const error = await fails(core.dispatch, 'signIn', {
      method: 'apiKey',
      apiKey: DEMO.tenantAdminKey,
    })
    expect(error.code).toBe('keychain_unavailable')
    expect(error.message).toContain(NO_KEYCHAIN_REASON)
    expect(error.message).not.toContain(DEMO.tenantAdminKey)
  })

  it('lets a remote login proceed without remembering the password, and says so', async () => {
    const server = await remoteMockServer()
    const core = await testCore({ credentials: brokenKeychain })
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Remote',
      baseUrl: server.url,
      authMethod: 'login',
    })
    await call(core.dispatch, 'useProfile', { id: profile.id })
    const session = await call(core.dispatch, 'signIn', {
      method: 'password',
      ...DEMO.berlinAdmin,
      remember: true,
    })
    expect(session).toMatchObject({
      status: 'signedIn',
      message: expect.stringContaining('could not be remembered'),
    })
  })

  it('lists profiles, showing no stored secret', async () => {
    const core = await testCore({ credentials: brokenKeychain })
    const { profiles } = await call(core.dispatch, 'listProfiles')
    expect(profiles[0]?.hasStoredSecret).toBe(false)
  })
})
