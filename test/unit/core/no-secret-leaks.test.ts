import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as AdminClient from '#core/admin-client/client.ts'
import type { Dispatch } from '#core/ipc/dispatch.ts'
import { secretAccount } from '#core/credentials/credential-store.ts'
import { createMemoryStore } from '#core/credentials/memory-store.ts'
import { json, transportServer } from './support/http-server.ts'
import {
  call,
  DEMO,
  remoteMockServer,
  tempDir,
  testCore,
  testKeychain,
} from './support/fixtures.ts'

/** Every file under a folder, as bytes, with its path. */
async function filesUnder(dir: string): Promise<Array<{ file: string; bytes: Buffer }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  return Promise.all(files.map(async (file) => ({ file, bytes: await readFile(file) })))
}

/** Where a secret shows up: in text, or in any file under the folder (UTF-8 or UTF-16). */
async function findSecrets(
  secrets: string[],
  texts: Record<string, string>,
  dir: string,
): Promise<string[]> {
  const found: string[] = []
  const files = await filesUnder(dir)
  for (const secret of secrets) {
    for (const [name, text] of Object.entries(texts))
      if (text.includes(secret)) found.push(`${secret} in ${name}`)
    for (const { file, bytes } of files) {
      if (
        bytes.includes(Buffer.from(secret, 'utf8')) ||
        bytes.includes(Buffer.from(secret, 'utf16le'))
      ) {
        found.push(`${secret} in ${path.relative(dir, file)}`)
      }
    }
  }
  return found
}

/** A dispatch that records every answer, as the renderer would see it. */
function recording(dispatch: Dispatch, outputs: string[]): Dispatch {
  return async (method, input) => {
    const result = await dispatch(method, input)
    outputs.push(`${method} ${JSON.stringify(result)}`)
    return result
  }
}

// Every token a login answered with, as the admin client received it.
const loginTokens = vi.hoisted(() => [] as string[])
vi.mock('#core/admin-client/client.ts', async (importOriginal) => {
  const real = await importOriginal<typeof AdminClient>()
  return {
    ...real,
    createAdminClient: (...args: Parameters<typeof real.createAdminClient>) => {
      const client = real.createAdminClient(...args)
      return {
        ...client,
        login: async (username: string, password: string) => {
          const answer = await client.login(username, password)
          loginTokens.push(answer.token)
          return answer
        },
      }
    },
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('no secret leaves the keychain', () => {
  it('the scan finds a secret that was written to a file (the check itself works)', async () => {
    const dir = await tempDir()
    await writeFile(path.join(dir, 'leak.log'), `x ${DEMO.tenantAdminKey} y`)
    expect(await findSecrets([DEMO.tenantAdminKey], {}, dir)).toEqual([
      `${DEMO.tenantAdminKey} in leak.log`,
    ])
  })

  it('after a full session: not in the data folder, the logs or any IPC answer', async () => {
    // Login tokens are secrets too: note every token the service hands out.
    loginTokens.length = 0
    const tokens = loginTokens

    const credentials = testKeychain()
    const outputs: string[] = []
    const core = await testCore({ credentials })
    const api = recording(core.dispatch, outputs)
    const remote = await remoteMockServer()
    const wrongKey = 'wrong-api-key-5f0c2a9e7b1d4c3a'
    const wrongPassword = 'wrong-password-9d8c7b6a'

    // The offline demo, signed in with its key from the keychain.
    await call(api, 'getSession')
    await call(api, 'listAccounts')
    const [location] = (await call(api, 'listLocations', {})).locations
    const serialId = 'Network;0a:1b:2c:3d:4e:5f;WiFi'
    const device = { serialId, deviceType: 32, name: 'Guest', info: '5 GHz', locationId: null }
    await call(api, 'putDevices', { devices: [device], keepUnpaired: true, via: 'register' })
    await call(api, 'pairDevices', {
      locationId: location!.id,
      serialIds: [serialId],
      via: 'devices',
    })
    await call(api, 'listDevices', {})
    await call(api, 'unpairDevices', { serialIds: [serialId], via: 'devices' })
    await call(api, 'listActivity', {})
    await call(api, 'listApiKeys', {})
    // Passwords: a wrong one, a malformed call carrying one, then a remembered one.
    await api('signIn', {
      method: 'password',
      username: 'tenant.admin',
      password: wrongPassword,
      remember: true,
    })
    await api('signIn', {
      method: 'password',
      username: 'tenant.admin',
      password: wrongPassword,
      remember: 'yes',
    })
    await call(api, 'signIn', { method: 'password', ...DEMO.tenantAdmin, remember: true })
    await call(api, 'listDevices', { accountId: 'acct-munich' })
    await api('listDevices', { accountId: 'no-such-account' })
    // A remote profile with an API key: a wrong key, then the right one.
    const profile = await call(api, 'saveProfile', {
      name: 'Remote',
      baseUrl: remote.url,
      authMethod: 'apiKey',
    })
    await call(api, 'useProfile', { id: profile.id })
    await api('signIn', { method: 'apiKey', apiKey: wrongKey })
    await call(api, 'signIn', { method: 'apiKey', apiKey: DEMO.tenantAdminKey })
    await call(api, 'listApiKeys', { tenantId: 'tenant-northwind' })
    await call(api, 'listProfiles')
    await call(api, 'signOut', { forgetSecret: false })
    await core.close()
    // A second start resumes from the keychain.
    const again = await testCore({ credentials, configDir: core.configDir })
    await call(recording(again.dispatch, outputs), 'getSession')
    await again.close()

    // The secrets did flow: into the keychain, and nowhere else.
    expect(await credentials.get(secretAccount(profile.id, 'apiKey'))).toBe(DEMO.tenantAdminKey)
    expect(tokens.length).toBeGreaterThan(0)
    const secrets = [
      DEMO.berlinAdminKey,
      DEMO.tenantAdminKey,
      DEMO.tenantAdmin.password,
      wrongKey,
      wrongPassword,
      ...tokens,
    ]
    const texts = {
      'IPC answers': outputs.join('\n'),
      logs: [...core.logs, ...again.logs].join('\n'),
    }
    expect(await findSecrets(secrets, texts, core.configDir)).toEqual([])
    expect(outputs.length).toBeGreaterThan(20)
    expect(core.logs.length).toBeGreaterThan(0)
  })

  it('not in a session message, even when a service echoes the stored key in its refusal', async () => {
    const storedKey = 'stored-api-key-7c3e9a1f2b4d6e8a'
    // A careless service: its 403 names the key it was given.
    const service = await transportServer((req, res) =>
      json(res, 403, {
        status: 403,
        detail: `key ${String(req.headers['x-api-key'])} lacks a role`,
      }),
    )
    const credentials = createMemoryStore()
    const core = await testCore({ credentials })
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Careless',
      baseUrl: service.url,
      authMethod: 'apiKey',
    })
    await credentials.set(secretAccount(profile.id, 'apiKey'), storedKey)
    const session = await call(core.dispatch, 'useProfile', { id: profile.id })
    expect(service.seen.length).toBeGreaterThan(0)
    expect(session.status).toBe('signedOut')
    expect(session.message).toContain('[redacted]')
    expect(JSON.stringify(session)).not.toContain(storedKey)
    expect(core.logs.join('\n')).not.toContain(storedKey)
  })
})
