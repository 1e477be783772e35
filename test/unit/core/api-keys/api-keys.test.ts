import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { secretAccount } from '#core/credentials/credential-store.ts'
import { call, DEMO, fails } from '../support/fixtures.ts'
import { serviceWithoutExtensions } from '../support/spec-only-service.ts'
import { signedInCore } from './support.ts'

const whoAmI = async (baseUrl: string, apiKey: string) =>
  (await fetch(`${baseUrl}/auth/me`, { headers: { 'x-api-key': apiKey } })).status

/** Every byte under the app's data folder, for a secret scan. */
async function dataFolder(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  return (await Promise.all(files.map((file) => readFile(file, 'latin1')))).join('\n')
}

describe('API key management through the core', () => {
  it('detects a service that creates and revokes keys, and the key the profile uses', async () => {
    const { core } = await signedInCore()
    const management = await call(core.dispatch, 'apiKeyManagement')
    expect(management).toMatchObject({ manage: true, activeKeyId: 'key-tenant-admin' })
    expect(management.usedBy).toEqual([
      expect.objectContaining({ keyId: 'key-tenant-admin', profileName: 'Northwind' }),
    ])
  })

  it('says a service of the spec alone lets you list keys only, and creates nothing there', async () => {
    const { core } = await signedInCore({ baseUrl: await serviceWithoutExtensions() })
    expect((await call(core.dispatch, 'apiKeyManagement')).manage).toBe(false)
    const error = await fails(core.dispatch, 'createApiKey', { name: 'x', role: 'member' })
    expect(error.text?.code).toBe('api-key-list-only')
    expect(error.message).toMatch(/list keys only/)
  })

  it('creates a key, shows its secret once, and hands it to another profile of the service', async () => {
    const { core, baseUrl, keychain } = await signedInCore()
    const second = await call(core.dispatch, 'saveProfile', {
      name: 'Sync script',
      baseUrl,
      authMethod: 'login',
    })
    const created = await call(core.dispatch, 'createApiKey', {
      name: 'sync',
      role: 'accountAdmin',
      accountId: 'acct-berlin-hq',
    })
    expect(created.secret).toBeTruthy()
    expect(await whoAmI(baseUrl, created.secret!)).toBe(200)
    const used = await call(core.dispatch, 'useCreatedApiKey', {
      keyId: created.apiKey.id,
      profileId: second.id,
    })
    expect(used).toEqual({ id: second.id, name: 'Sync script' })
    expect(await keychain.get(secretAccount(second.id, 'apiKey'))).toBe(created.secret)
    // Handed on once: main no longer holds it.
    const again = await fails(core.dispatch, 'useCreatedApiKey', {
      keyId: created.apiKey.id,
      profileId: second.id,
    })
    expect(again.text?.code).toBe('api-key-not-held')
    const session = await call(core.dispatch, 'useProfile', { id: second.id })
    expect(session.principal).toMatchObject({ keyId: created.apiKey.id, role: 'accountAdmin' })
  })

  it('forgets a secret when its dialog closes', async () => {
    const { core, profile } = await signedInCore()
    const created = await call(core.dispatch, 'createApiKey', { name: 'x', role: 'member' })
    expect(await call(core.dispatch, 'forgetCreatedApiKey', { keyId: created.apiKey.id })).toEqual({
      forgotten: true,
    })
    const error = await fails(core.dispatch, 'useCreatedApiKey', {
      keyId: created.apiKey.id,
      profileId: profile.id,
    })
    expect(error.text?.code).toBe('api-key-not-held')
  })

  it('refuses to hand a key to a profile of another service', async () => {
    const { core } = await signedInCore()
    const created = await call(core.dispatch, 'createApiKey', { name: 'x', role: 'member' })
    const error = await fails(core.dispatch, 'useCreatedApiKey', {
      keyId: created.apiKey.id,
      profileId: 'offline-demo',
    })
    expect(error.text?.code).toBe('api-key-other-service')
  })

  it('puts a key straight into a profile with toProfileId: the answer holds no secret', async () => {
    const { core, baseUrl, keychain } = await signedInCore()
    const target = await call(core.dispatch, 'saveProfile', {
      name: 'Technician',
      baseUrl,
      authMethod: 'apiKey',
    })
    const created = await call(core.dispatch, 'createApiKey', {
      name: 'technician',
      role: 'tenantAdmin',
      toProfileId: target.id,
    })
    expect(created).toMatchObject({ secret: null, profile: { id: target.id } })
    const stored = await keychain.get(secretAccount(target.id, 'apiKey'))
    expect(stored && (await whoAmI(baseUrl, stored))).toBe(200)
  })

  it('revokes a key, names it in the journal, and keeps every secret out of answers, logs and files', async () => {
    const { core, baseUrl } = await signedInCore()
    const outputs: string[] = []
    const created = await call(core.dispatch, 'createApiKey', {
      name: 'short-lived',
      role: 'member',
    })
    const secret = created.secret!
    const record = async <M extends Parameters<typeof core.dispatch>[0]>(
      method: M,
      input?: unknown,
    ) => outputs.push(JSON.stringify(await core.dispatch(method, input)))
    await record('revokeApiKey', { id: created.apiKey.id })
    expect(await whoAmI(baseUrl, secret)).toBe(401)
    await record('listApiKeys', {})
    await record('listActivity', {})
    await record('apiKeyManagement')
    await record('useCreatedApiKey', { keyId: created.apiKey.id, profileId: 'offline-demo' })
    const activity = await call(core.dispatch, 'listActivity', {})
    expect(activity.entries.map((e) => [e.action, e.via, e.who.name, e.summary?.message])).toEqual([
      [
        'revoke-key',
        'api-keys',
        'Northwind tenant admin (demo)',
        `Revoked the API key "short-lived" (${created.apiKey.id}).`,
      ],
      [
        'create-key',
        'api-keys',
        'Northwind tenant admin (demo)',
        `Created the API key "short-lived" (${created.apiKey.id}), member of tenant-northwind.`,
      ],
    ])
    await core.close()
    expect(outputs.join('\n')).not.toContain(secret)
    expect(core.logs.join('\n')).not.toContain(secret)
    expect(await dataFolder(core.configDir)).not.toContain(secret)
    expect(core.logs.join('\n')).toContain(`API key ${created.apiKey.id} ("short-lived") revoked`)
  })

  it('rotates the profile’s own key: signed in with the new one, the old one revoked', async () => {
    const { core, profile, baseUrl, keychain } = await signedInCore()
    const made = await call(core.dispatch, 'createApiKey', {
      name: 'quarterly',
      role: 'tenantAdmin',
      expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      toProfileId: profile.id,
    })
    const oldSecret = (await keychain.get(secretAccount(profile.id, 'apiKey')))!
    const rotated = await call(core.dispatch, 'rotateApiKey')
    expect(rotated).toMatchObject({
      old: { id: made.apiKey.id, revokedAt: expect.any(String) },
      new: { name: 'quarterly', role: 'tenantAdmin', scope: 'tenant' },
      oldRevoked: true,
      problem: null,
    })
    const lifetime = Date.parse(rotated.new.expiresAt!) - Date.parse(rotated.new.createdAt)
    expect(Math.abs(lifetime - 90 * 86_400_000)).toBeLessThan(60_000)
    const newSecret = (await keychain.get(secretAccount(profile.id, 'apiKey')))!
    expect([await whoAmI(baseUrl, oldSecret), await whoAmI(baseUrl, newSecret)]).toEqual([401, 200])
    expect((await call(core.dispatch, 'getSession')).principal?.keyId).toBe(rotated.new.id)
    expect(JSON.stringify(rotated)).not.toContain(newSecret)
    const [entry] = (await call(core.dispatch, 'listActivity', {})).entries
    expect(entry).toMatchObject({ action: 'rotate-key', summary: { code: 'key-rotated' } })
  })

  it('keeps the old key working when the keychain refuses the new one, and takes the new one back', async () => {
    const { core, profile, baseUrl, keychain, control } = await signedInCore()
    control.locked = true
    const error = await fails(core.dispatch, 'rotateApiKey')
    expect(error.text).toMatchObject({ code: 'api-key-rotate-not-stored' })
    expect(error.text?.values).toMatchObject({
      end: 'revoked',
      reason: expect.stringMatching(/locked/),
    })
    const kept = (await keychain.get(secretAccount(profile.id, 'apiKey')))!
    expect(kept).toBe(DEMO.tenantAdminKey)
    expect(await whoAmI(baseUrl, kept)).toBe(200)
    const keys = (await call(core.dispatch, 'listApiKeys', {})).apiKeys
    const made = keys.find((k) => k.id === error.text?.values?.keyId)
    expect(made?.revokedAt).toBeDefined()
    control.locked = false
    expect((await call(core.dispatch, 'listAccounts')).supported).toBe(true)
  })

  it('has no key to rotate for a profile signed in with a password', async () => {
    const { core } = await signedInCore()
    await call(core.dispatch, 'signIn', {
      method: 'password',
      ...DEMO.tenantAdmin,
      remember: false,
    })
    const error = await fails(core.dispatch, 'rotateApiKey')
    expect(error.text?.code).toBe('api-key-rotate-no-key')
  })
})
