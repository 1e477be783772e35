import { describe, expect, it } from 'vitest'
import { secretAccount } from '#core/credentials/credential-store.ts'
import { DEMO, remoteMockServer } from '../core/support/fixtures.ts'
import { serviceWithoutExtensions } from '../core/support/spec-only-service.ts'
import { machine } from './support/machine.ts'

const status = async (url: string, apiKey: string) =>
  (await fetch(`${url}/auth/me`, { headers: { 'x-api-key': apiKey } })).status

/** A machine with a profile "North" on a fresh mock service, signed in with the given key. */
async function signedIn(apiKey: string = DEMO.tenantAdminKey, url?: string) {
  const serviceUrl = url ?? (await remoteMockServer()).url
  const m = await machine()
  const added = await m.run(['profiles', 'add', 'North', '--url', serviceUrl, '--json'])
  const { id } = JSON.parse(added.stdout) as { id: string }
  await m.run(['profiles', 'use', id])
  expect((await m.run(['login'], { env: { DEVICE_ADMIN_API_KEY: apiKey } })).code).toBe(0)
  return { ...m, url: serviceUrl, profileId: id }
}

const CREATE = [
  'apikeys',
  'create',
  '--name',
  'sync script',
  '--role',
  'accountAdmin',
  '--account',
  'acct-berlin-hq',
]

describe('device-admin apikeys create', () => {
  it('prints the secret once, alone on stdout, and it signs in', async () => {
    const { run, url } = await signedIn()
    const result = await run([
      ...CREATE,
      '--account',
      'acct-berlin-hq',
      '--expires',
      '90d',
      '--yes',
    ])
    expect(result.code, result.stderr).toBe(0)
    const secret = result.stdout.trim()
    expect(result.stdout).toMatch(/^[A-Za-z0-9_-]{40,}\n$/)
    expect(result.stderr).toMatch(
      /Created k-\w+ "sync script" \(accountAdmin of account acct-berlin-hq, expires .*\)/,
    )
    expect(result.stderr).toContain('shown this once')
    expect(result.stderr).not.toContain(secret)
    expect(await status(url, secret)).toBe(200)
    // The printed secret is a key like any other: another profile signs in with it.
    const other = await machine()
    await other.run(['profiles', 'add', 'Sync', '--url', url])
    await other.run(['profiles', 'use', 'Sync'])
    expect((await other.run(['login'], { stdin: secret })).code).toBe(0)
    expect((await other.run(['devices', 'list'])).code).toBe(0)
  })

  it('with --to-profile stores the key in that profile’s keychain entry and prints nothing secret', async () => {
    const { run, url, credentials } = await signedIn()
    const added = await run(['profiles', 'add', 'Technician', '--url', url, '--json'])
    const { id } = JSON.parse(added.stdout) as { id: string }
    const result = await run([...CREATE, '--to-profile', 'technician', '--yes', '--json'])
    expect(result.code, result.stderr).toBe(0)
    const answer = JSON.parse(result.stdout) as { secret: unknown; profile: { id: string } }
    expect(answer).toMatchObject({ secret: null, profile: { id } })
    const stored = (await credentials.get(secretAccount(id, 'apiKey')))!
    expect(result.stdout + result.stderr).not.toContain(stored)
    expect(await status(url, stored)).toBe(200)
  })

  it('asks on a terminal, and a no changes nothing', async () => {
    const { run } = await signedIn()
    const result = await run([...CREATE], { confirm: false })
    expect(result).toMatchObject({ code: 1, stdout: '' })
    expect(result.prompts).toEqual([
      'Create the accountAdmin key "sync script" for account acct-berlin-hq, not expiring?',
    ])
    expect(result.stderr).toContain('Cancelled: nothing was changed.')
  })

  it('refuses to go ahead without a terminal or --yes', async () => {
    const { run } = await signedIn()
    const result = await run([...CREATE])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('add --yes')
  })

  it.each([
    [['--role', 'owner'], 'Give --role superAdmin|tenantAdmin|accountAdmin|member'],
    [['--expires', '2020-01-01'], '--expires 2020-01-01 has passed'],
    [['--expires', 'soon'], '--expires takes days from now (90d)'],
    [['--tenant', 't', '--account', 'a'], 'not both'],
  ])('%j is a usage error', async (extra, message) => {
    const { run } = await machine()
    // The last --role counts: "owner" replaces "member".
    const result = await run(['apikeys', 'create', '--name', 'x', '--role', 'member', ...extra])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(message)
  })

  it('refuses a member (403 from the service)', async () => {
    const server = await remoteMockServer()
    const m = await machine()
    await m.run([
      'profiles',
      'add',
      'North',
      '--url',
      server.url,
      '--auth',
      'login',
      '--username',
      DEMO.berlinMember.username,
    ])
    await m.run(['profiles', 'use', 'North'])
    expect(
      (await m.run(['login', '--password', '--remember'], { stdin: DEMO.berlinMember.password }))
        .code,
    ).toBe(0)
    const result = await m.run(['apikeys', 'create', '--name', 'x', '--role', 'member', '--yes'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/admin role; members have none/)
  })

  it('refuses an escalation: an account admin cannot make a tenant admin key', async () => {
    const { run } = await signedIn(DEMO.berlinAdminKey)
    const result = await run(['apikeys', 'create', '--name', 'x', '--role', 'tenantAdmin', '--yes'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'Your role accountAdmin cannot create a key of role tenantAdmin',
    )
  })

  it('says a service of the spec alone lets you list keys only', async () => {
    const { run } = await signedIn(DEMO.tenantAdminKey, await serviceWithoutExtensions())
    expect((await run(['apikeys', 'list'])).code).toBe(0)
    const result = await run(['apikeys', 'create', '--name', 'x', '--role', 'member', '--yes'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/lets you list keys only/)
  })
})

describe('device-admin apikeys revoke and rotate', () => {
  it('revokes a key after asking, naming the profile that uses it', async () => {
    const { run, url } = await signedIn()
    const created = await run([...CREATE, '--yes', '--json'])
    const { apiKey, secret } = JSON.parse(created.stdout) as {
      apiKey: { id: string }
      secret: string
    }
    const mine = await run(['apikeys', 'revoke', 'key-tenant-admin'], { confirm: false })
    expect(mine.prompts[0]).toContain(
      'The profile "North" of this app signs in with it and will be refused.',
    )
    expect(await status(url, DEMO.tenantAdminKey)).toBe(200)
    const result = await run(['apikeys', 'revoke', apiKey.id], { confirm: true })
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(new RegExp(`^Revoked ${apiKey.id} "sync script" .* at \\d{4}-`))
    expect(await status(url, secret)).toBe(401)
  })

  it('rotates the active profile’s key: the new one stored and working, the old one revoked', async () => {
    const { run, url, credentials, profileId } = await signedIn()
    const result = await run(['apikeys', 'rotate', '--yes'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(
      /^Rotated: profile "North" now signs in with k-\w+ "Northwind tenant admin \(demo\)" .*; key-tenant-admin is revoked\.$/m,
    )
    const stored = (await credentials.get(secretAccount(profileId, 'apiKey')))!
    expect(stored).not.toBe(DEMO.tenantAdminKey)
    expect(result.stdout).not.toContain(stored)
    expect([await status(url, DEMO.tenantAdminKey), await status(url, stored)]).toEqual([401, 200])
    expect((await run(['devices', 'list', '--account', 'acct-berlin-hq'])).code).toBe(0)
    const activity = await run(['activity', '--json'])
    const entries = (
      JSON.parse(activity.stdout) as { entries: { action: string; summary: { message: string } }[] }
    ).entries
    expect(entries[0]).toMatchObject({
      action: 'rotate-key',
      summary: { message: expect.stringContaining('key-tenant-admin revoked') },
    })
    expect(activity.stdout).not.toContain(stored)
  })

  it('has nothing to rotate on a run with DEVICE_ADMIN_API_KEY', async () => {
    const { run } = await signedIn()
    const result = await run(['apikeys', 'rotate', '--yes'], {
      env: { DEVICE_ADMIN_API_KEY: DEMO.tenantAdminKey },
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('is not stored')
  })
})
