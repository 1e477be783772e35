import path from 'node:path'
import packageJson from '../../../package.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { secretAccount } from '#core/credentials/credential-store.ts'
import { DEMO, remoteMockServer } from '../core/support/fixtures.ts'
import { machine } from './support/machine.ts'

const WIFI = [
  'device',
  'register',
  '--type',
  'wifi',
  '--bssid',
  '00-1A-2B-3C-4D-5E',
  '--ssid',
  'Guest',
  '--band',
  '5 GHz',
]

describe('admin command line: usage', () => {
  it('prints help listing every command, exit 0', async () => {
    const { run } = await machine()
    const result = await run(['--help'])
    expect(result.code).toBe(0)
    for (const command of [
      'profiles list',
      'profiles add',
      'login',
      'logout',
      'devices list',
      'device register',
      'pair',
      'unpair',
      'apikeys list',
      'locations list',
    ]) {
      expect(result.stdout).toContain(`  ${command}`)
    }
  })

  it.each([
    [['frobnicate'], 'That is not a command. The commands are listed by --help.'],
    [['constructor'], 'That is not a command.'],
    [['toString'], 'That is not a command.'],
    [['devices', 'lsit'], 'That is not a command; did you mean "devices list"?'],
    [
      ['--url', 'https://admin.example.com', 'profiles', 'list'],
      'profiles list does not take --url',
    ],
    [[], 'Missing command'],
    [['devices', 'list', '--bogus'], "Unknown option '--bogus'"],
    [['pair', '--unpaired'], 'pair does not take --unpaired'],
    [['pair', 'x'], 'Give --location ID'],
    [['login', 'hunter2-password'], 'login takes no arguments'],
    [['device', 'register', '--type', 'toaster'], 'Give --type monitor|usb|nic|router|wifi'],
    [
      ['device', 'register', '--type', 'wifi', '--mac', '00:11:22:33:44:55'],
      'A wifi serial id has no --mac',
    ],
    [['device', 'register', '--type', 'usb', '--vendor', '0bda'], 'needs --serial --product'],
    [['apikeys', 'list', '--tenant', 't', '--account', 'a'], 'not both'],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const { run } = await machine()
    const result = await run(argv)
    expect(result).toMatchObject({ code: 2, stdout: '' })
    expect(result.stderr).toContain(message)
    expect(result.stderr).toContain('Run with --help for usage.')
  })

  it.each([
    [['login', 'hunter2-password']],
    [['hunter2-password']],
    [['devices', 'hunter2-password']],
  ])('does not print back a secret given as an argument: %j', async (argv) => {
    const { run } = await machine()
    const result = await run(argv)
    expect(result.code).toBe(2)
    expect(result.stderr).not.toContain('hunter2')
  })

  it('--version prints the version, exit 0', async () => {
    const { run } = await machine()
    expect(await run(['--version'])).toMatchObject({
      code: 0,
      stdout: `device-admin ${packageJson.version}\n`,
      stderr: '',
    })
  })
})

describe('admin command line: the offline demo', () => {
  it('shows who is signed in', async () => {
    const { run } = await machine()
    const result = await run(['status'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      /^Offline demo at http:\/\/127\.0\.0\.1:\d+: signed in as Berlin HQ admin \(demo\) \(accountAdmin, account acct-berlin-hq\)\nSecret kept in: \S.*\n$/,
    )
  })

  it('demo reset: the offline demo starts afresh from its seed', async () => {
    const { run, configDir } = await machine()
    const serial = 'Network;00:1a:2b:3c:4d:61;WiFi'
    const registered = await run([
      ...['device', 'register', '--type', 'wifi', '--bssid', '00-1A-2B-3C-4D-61'],
      ...['--ssid', 'Corp', '--band', '5 GHz', '--location', 'berlin-f2'],
    ])
    expect(registered.code).toBe(0)
    expect((await run(['devices', 'list'])).stdout).toContain(serial)
    const reset = await run(['demo', 'reset'])
    expect({ code: reset.code, stderr: reset.stderr }).toEqual({ code: 0, stderr: '' })
    expect(reset.stdout).toContain(
      `The offline demo was reset: a new copy of the demo office in ${configDir}/mock-server.`,
    )
    expect(reset.stdout).toContain('signed in as Berlin HQ admin (demo)')
    const after = (await run(['devices', 'list'])).stdout
    expect(after).not.toContain(serial)
    expect(after).toContain('Network;24:a4:3c:2d:c1:c0;WiFi')
  })

  it('lists devices as a table, or as JSON', async () => {
    const { run } = await machine()
    const table = await run(['devices', 'list'])
    expect(table.stdout.split('\n')[0]).toMatch(
      /^SERIAL ID\s+TYPE\s+NAME\s+INFO\s+LOCATION\s+SOURCE$/,
    )
    const json = JSON.parse((await run(['devices', 'list', '--unpaired', '--json'])).stdout)
    expect(json.complete).toBe(true)
    expect(json.devices.length).toBeGreaterThan(0)
    expect(json.devices.every((d: { locationId: unknown }) => d.locationId === null)).toBe(true)
  })

  it('registers a device from its layout parts and pairs it, which keeps it for the next command', async () => {
    const { run } = await machine()
    const registered = await run([...WIFI, '--location', 'berlin-f2'])
    expect(registered).toMatchObject({
      code: 0,
      stdout: 'Registered Network;00:1a:2b:3c:4d:5e;WiFi (wifi). Paired to berlin-f2.\n',
    })
    const activity = JSON.parse((await run(['activity', '--json'])).stdout)
    expect(
      activity.entries.map((e: { action: string; via: string; surface: string }) => [
        e.action,
        e.via,
        e.surface,
      ]),
    ).toEqual([
      ['pair', 'register', 'cli'],
      ['register', 'register', 'cli'],
    ])
    expect(await run(['activity'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^ID\s+WHEN\s+ACTION\s+SERIAL ID\s+CHANGE\s+BY\n/),
    })
    const listed = JSON.parse(
      (await run(['devices', 'list', '--location', 'berlin-f2', '--json'])).stdout,
    )
    expect(listed.devices).toContainEqual(
      expect.objectContaining({
        serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi',
        name: 'Guest',
        info: '5 GHz',
      }),
    )
    expect(await run(['unpair', 'Network;00:1a:2b:3c:4d:5e;WiFi'])).toMatchObject({
      code: 0,
      stdout: 'Unpaired Network;00:1a:2b:3c:4d:5e;WiFi.\n',
    })
  })

  it('refuses to register a new device without a location unless --keep-unpaired is given', async () => {
    const { run } = await machine()
    await run([
      ...WIFI.slice(0, 4),
      '--bssid',
      '00-1A-2B-3C-4D-51',
      ...WIFI.slice(6),
      '--location',
      'berlin-f3',
    ])
    const result = await run(WIFI)
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(
      /^Registering Network;00:1a:2b:3c:4d:5e;WiFi needs --location ID \(last used here: --location berlin-f3\): a device is kept only once it is paired\. To leave it unpaired anyway, give --keep-unpaired/,
    )
    const listed = JSON.parse((await run(['devices', 'list', '--json'])).stdout)
    expect(JSON.stringify(listed)).not.toContain('00:1a:2b:3c:4d:5e')
  })

  it('says what registering over an existing device changes, and that its pairing stays', async () => {
    const { run } = await machine()
    const result = await run([
      'device',
      'register',
      '--type',
      'wifi',
      '--serial-id',
      'Network;24:a4:3c:2d:c1:c0;WiFi',
      '--ssid',
      'Northwind-Lab',
      '--band',
      '2,4 GHz',
    ])
    expect(result).toMatchObject({
      code: 0,
      stdout:
        'Updated Network;24:a4:3c:2d:c1:c0;WiFi (wifi): name "Northwind-Corp" → "Northwind-Lab"; still paired to berlin-f2.\n',
    })
  })

  it.each([
    ['7 GHz', 2, /^--band is the band the access point sends on: 2\.4 GHz, 5 GHz or 6 GHz/],
    ['5GHz', 0, /^$/],
  ])('checks --band %j as the app does (exit %i)', async (band, code, stderr) => {
    const { run } = await machine()
    const args = [...WIFI.slice(0, -1), band, '--location', 'berlin-f2', '--json']
    const result = await run(args)
    expect(result.code).toBe(code)
    expect(result.stderr).toMatch(stderr)
    if (code === 0) {
      expect(JSON.parse(result.stdout).results[0]).toMatchObject({ outcome: 'created' })
      const listed = JSON.parse((await run(['devices', 'list', '--json'])).stdout)
      const device = listed.devices.find((d: { serialId: string }) =>
        d.serialId.includes('00:1a:2b:3c:4d:5e'),
      )
      expect(device.info).toBe('5 GHz')
    }
  })

  it.each([
    ['before the command', ['--json', 'devices', 'list']],
    ['between its words', ['devices', '--json', 'list']],
    ['after it', ['devices', 'list', '--json']],
  ])('takes --json %s', async (_where, args) => {
    const { run } = await machine()
    expect(JSON.parse((await run(args)).stdout).complete).toBe(true)
  })

  it('names the wrong layout part and exits 1', async () => {
    const { run } = await machine()
    const result = await run([
      'device',
      'register',
      '--type',
      'usb',
      '--vendor',
      '0bda',
      '--serial',
      '001',
      '--product',
      '8153',
      '--name',
      'Dock',
    ])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('--product: The USB product id "8153" reads two ways')
  })

  it('checks a whole serial id and suggests the right one', async () => {
    const { run } = await machine()
    const result = await run([
      'device',
      'register',
      '--type',
      'wifi',
      '--serial-id',
      'Network;00:1A:2B:3C:4D:5E;WiFi',
      '--ssid',
      'G',
      '--band',
      '5 GHz',
    ])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Did you mean Network;00:1a:2b:3c:4d:5e;WiFi?')
  })

  it('reports a service error with exit 1, and as JSON with --json', async () => {
    const { run } = await machine()
    const result = await run([
      'pair',
      '--location',
      'no-such-floor',
      'Network;00:1a:2b:3c:4d:5e;WiFi',
      '--json',
    ])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^Error: Location "no-such-floor" does not exist/)
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { code: 'not_found' } })
  })

  it('signs in with a password from standard input, remembers it, and never prints it', async () => {
    const { run, credentials } = await machine()
    const login = await run(['login', '--password', '--username', 'tenant.admin', '--remember'], {
      stdin: DEMO.tenantAdmin.password,
    })
    expect(login.code).toBe(0)
    expect(login.prompts).toEqual(['Password for tenant.admin: '])
    expect(await credentials.get(secretAccount('offline-demo', 'password'))).toBe(
      DEMO.tenantAdmin.password,
    )
    const status = await run(['status'])
    expect(status.stdout).toContain(
      'signed in as tenant.admin (tenantAdmin, tenant tenant-northwind)',
    )
    expect(JSON.stringify([login, status])).not.toContain(DEMO.tenantAdmin.password)
    const accounts = await run(['accounts', 'list'])
    expect(accounts.stdout).toContain('acct-munich')
  })

  it('logs out by deleting the stored secret', async () => {
    const { run, credentials } = await machine()
    await run(['status'])
    expect(await run(['logout'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('deleted from the keychain'),
    })
    expect(await credentials.get(secretAccount('offline-demo', 'apiKey'))).toBeNull()
  })
})

describe('admin command line: remote profiles', () => {
  it('adds, uses, signs in with an API key from the environment, lists keys, and removes', async () => {
    const server = await remoteMockServer()
    const { run, credentials } = await machine()
    const added = await run(['profiles', 'add', 'North', 'wind', '--url', server.url, '--json'])
    expect(added.code).toBe(0)
    const { id } = JSON.parse(added.stdout) as { id: string }
    expect((await run(['profiles', 'use', 'north wind'])).stdout).toContain(
      'Using "North wind": signedOut',
    )
    const login = await run(['login'], { env: { DEVICE_ADMIN_API_KEY: DEMO.tenantAdminKey } })
    expect(login).toMatchObject({ code: 0, prompts: [] })
    expect(await credentials.get(secretAccount(id, 'apiKey'))).toBe(DEMO.tenantAdminKey)
    const keys = await run(['apikeys', 'list', '--tenant', 'tenant-northwind'])
    expect(keys.stdout).toContain('key-tenant-admin')
    expect(keys.stdout).not.toContain(DEMO.tenantAdminKey)
    // The demo seed's keys show every status; expiry and revocation travel in --json too.
    expect(keys.stdout).toMatch(/^ID +NAME +ROLE +SCOPE +STATUS +EXPIRES +CREATED +LAST USED$/m)
    expect(keys.stdout).toMatch(/^key-berlin-lobby .* expiring /m)
    expect(keys.stdout).toMatch(/^key-berlin-import .* expired /m)
    expect(keys.stdout).toMatch(/^key-berlin-contractor .* revoked /m)
    expect(keys.stdout).toMatch(/^key-berlin-spare .* active, unused 90d\+ .* never$/m)
    const json = await run(['apikeys', 'list', '--tenant', 'tenant-northwind', '--json'])
    const listed = (JSON.parse(json.stdout) as { apiKeys: Record<string, unknown>[] }).apiKeys
    expect(listed.find((k) => k['id'] === 'key-berlin-contractor')).toMatchObject({
      revokedAt: expect.any(String),
      expiresAt: expect.any(String),
    })
    expect((await run(['profiles', 'list'])).stdout).toMatch(
      new RegExp(
        `\\*\\s+${id}\\s+North wind\\s+${server.url.replace(/\./g, '\\.')}\\s+api key\\s+yes`,
      ),
    )
    expect((await run(['profiles', 'remove', id])).code).toBe(0)
    expect(await credentials.get(secretAccount(id, 'apiKey'))).toBeNull()
  })

  it('reads an API key from standard input when the environment has none', async () => {
    const server = await remoteMockServer()
    const { run } = await machine()
    await run(['profiles', 'add', 'R', '--url', server.url])
    await run(['profiles', 'use', 'R'])
    const login = await run(['login', '--api-key'], { stdin: `${DEMO.tenantAdminKey}\n` })
    expect(login).toMatchObject({ code: 0, prompts: ['API key: '] })
    expect(login.stdout).toContain('signed in as Northwind tenant admin (demo)')
  })

  it('registers on a remote service with --keep-unpaired, saying the device lives in memory until paired', async () => {
    const server = await remoteMockServer()
    const { run } = await machine()
    await run(['profiles', 'add', 'R', '--url', server.url])
    await run(['profiles', 'use', 'R'])
    const env = { DEVICE_ADMIN_API_KEY: DEMO.berlinAdminKey }
    expect((await run(WIFI, { env })).code).toBe(2)
    const result = await run([...WIFI, '--keep-unpaired'], { env })
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(
      "Registered Network;00:1a:2b:3c:4d:5e;WiFi (wifi). Kept unpaired, as asked: the service keeps a device that is not paired in memory only and forgets it when it restarts. Pair it with: pair --location ID 'Network;00:1a:2b:3c:4d:5e;WiFi'\n",
    )
  })

  it('suggests the scheme of a URL given without one', async () => {
    const { run } = await machine()
    const result = await run(['profiles', 'add', 'Local', '--url', 'localhost:4011'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('did you mean --url http://localhost:4011?')
  })

  it('refuses plain http to a remote host, naming the fix', async () => {
    const { run } = await machine()
    const result = await run(['profiles', 'add', 'X', '--url', 'http://admin.example.com'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('--allow-insecure-http')
  })

  it('shares profiles through the folder: a profile added here is in profiles.json', async () => {
    const { run, configDir } = await machine()
    await run(['profiles', 'add', 'Shared', '--url', 'https://admin.example.com'])
    const { readFile } = await import('node:fs/promises')
    expect(await readFile(path.join(configDir, 'profiles.json'), 'utf8')).toContain('"Shared"')
  })
})
