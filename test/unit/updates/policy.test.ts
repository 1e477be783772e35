// The machine's update policy on each OS, read from what the tools print. reg.exe and defaults output
// is given in the layout those tools print it (reg: a blank line, the key, the value indented by four
// spaces, columns four spaces apart, CRLF; defaults: the value alone, or the "does not exist" message,
// with its timestamp line on older macOS).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Command, CommandOutput } from '#core/detect/command-runner.ts'
import { LINUX_POLICY_FILE, readLinuxPolicy } from '#core/updates/policy-linux.ts'
import { readMacPolicy } from '#core/updates/policy-macos.ts'
import { readWindowsPolicy } from '#core/updates/policy-windows.ts'
import { readUpdatePolicy } from '#core/updates/policy.ts'
import { tempDir } from '../core/support/fixtures.ts'

/** A runner that answers with one recorded output and keeps the commands it was asked to run. */
function recorded(output: Partial<CommandOutput>) {
  const commands: Command[] = []
  const run = async (command: Command): Promise<CommandOutput> => {
    commands.push(command)
    return { stdout: '', stderr: '', code: 0, ...output }
  }
  return { run, commands }
}

const regValue = (type: string, data: string) => ({
  stdout: `\r\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\DeviceRegistryAdmin\r\n    DisableUpdates    ${type}    ${data}\r\n\r\n`,
})
const REG_MISSING = {
  code: 1,
  stderr: 'ERROR: The system was unable to find the specified registry key or value.\r\n',
}
const REG_SOURCE = 'HKLM\\SOFTWARE\\Policies\\DeviceRegistryAdmin\\DisableUpdates'

describe('the Windows policy (Group Policy, Intune: the HKLM policy key)', () => {
  it.each([
    ['a REG_DWORD 1', regValue('REG_DWORD', '0x1'), { disabled: true, source: REG_SOURCE }],
    ['a REG_DWORD 0', regValue('REG_DWORD', '0x0'), { disabled: false, source: REG_SOURCE }],
    ['a REG_SZ "1"', regValue('REG_SZ', '1'), { disabled: true, source: REG_SOURCE }],
    ['a REG_SZ "false"', regValue('REG_SZ', 'false'), { disabled: false, source: REG_SOURCE }],
    ['no key or value', REG_MISSING, null],
  ])('reads %s', async (_what, output, policy) => {
    const { run, commands } = recorded(output)
    expect(await readWindowsPolicy(run)).toEqual(policy)
    expect(commands.map((c) => [c.file, ...c.args])).toEqual([
      ['reg', 'query', 'HKLM\\SOFTWARE\\Policies\\DeviceRegistryAdmin', '/v', 'DisableUpdates'],
    ])
  })

  it('takes a value that is neither on nor off as off, and says how to set it', async () => {
    const { run } = recorded(regValue('REG_SZ', 'maybe'))
    expect(await readWindowsPolicy(run)).toEqual({
      disabled: true,
      source: REG_SOURCE,
      problem: `${REG_SOURCE} is REG_SZ maybe: set a REG_DWORD 1 or 0; taken as 1`,
    })
  })

  it('fails with what reg said when it cannot read the key', async () => {
    const { run } = recorded({ code: 1, stderr: 'ERROR: Access is denied.\r\n' })
    await expect(readWindowsPolicy(run)).rejects.toThrow(
      `reg query ${REG_SOURCE} failed: ERROR: Access is denied.`,
    )
  })
})

const MAC_DOMAIN = '/Library/Managed Preferences/io.github.device-registry-admin.app'
const MAC_SOURCE = `${MAC_DOMAIN}.plist DisableUpdates`

describe('the macOS policy (a configuration profile: managed preferences)', () => {
  it.each([
    ['true (a boolean prints 1)', { stdout: '1\n' }, { disabled: true, source: MAC_SOURCE }],
    ['false', { stdout: '0\n' }, { disabled: false, source: MAC_SOURCE }],
    [
      'no such key (macOS 14)',
      {
        code: 1,
        stderr: `\nThe domain/default pair of (${MAC_DOMAIN}, DisableUpdates) does not exist\n`,
      },
      null,
    ],
    [
      'no such key (with the timestamp line of older macOS)',
      {
        code: 1,
        stderr: `2013-05-11 13:32:51.086 defaults[5072:707] \nThe domain/default pair of (${MAC_DOMAIN}, DisableUpdates) does not exist\n`,
      },
      null,
    ],
  ])('reads %s', async (_what, output, policy) => {
    const { run, commands } = recorded(output)
    expect(await readMacPolicy(run)).toEqual(policy)
    expect(commands.map((c) => [c.file, ...c.args])).toEqual([
      ['defaults', 'read', MAC_DOMAIN, 'DisableUpdates'],
    ])
  })

  it('takes a value that is neither on nor off as off, and says how to set it', async () => {
    const { run } = recorded({ stdout: 'sometimes\n' })
    expect(await readMacPolicy(run)).toEqual({
      disabled: true,
      source: MAC_SOURCE,
      problem: `${MAC_SOURCE} is "sometimes": set a boolean (true or false); taken as true`,
    })
  })
})

describe('the Linux policy (/etc/device-registry-admin/policy.json)', () => {
  const SOURCE = `${LINUX_POLICY_FILE} DisableUpdates`
  async function rootWith(content: string | null) {
    const root = await tempDir()
    if (content !== null) {
      const file = path.join(root, LINUX_POLICY_FILE)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, content)
    }
    return root
  }

  it.each([
    ['DisableUpdates true', '{ "DisableUpdates": true }\n', { disabled: true, source: SOURCE }],
    ['DisableUpdates false', '{ "DisableUpdates": false }', { disabled: false, source: SOURCE }],
    ['other settings only', '{ "SomethingElse": 1 }', { disabled: false, source: SOURCE }],
    ['no file', null, null],
  ])('reads %s', async (_what, content, policy) => {
    expect(await readLinuxPolicy(await rootWith(content))).toEqual(policy)
  })

  it.each([
    [
      'a file that is not JSON',
      'DisableUpdates=true',
      /^\/etc\/device-registry-admin\/policy.json is not JSON \(.+\): fix it or remove it; updates are off until then$/,
    ],
    [
      'a value that is not a boolean',
      '{ "DisableUpdates": "yes" }',
      /DisableUpdates must be true or false; updates are off until it is$/,
    ],
  ])('takes %s as off, and says what to fix', async (_what, content, problem) => {
    const policy = await readLinuxPolicy(await rootWith(content))
    expect(policy).toMatchObject({ disabled: true, source: SOURCE })
    expect(policy?.problem).toMatch(problem)
  })
})

describe('the update policy of this machine and start', () => {
  const unset = recorded(REG_MISSING).run

  it.each([
    ['unset', undefined, { disabled: false }],
    ['0', '0', { disabled: false }],
    ['empty', '', { disabled: false }],
    ['1', '1', { disabled: true, by: 'environment', source: 'DEVICE_ADMIN_DISABLE_UPDATES' }],
    ['true', 'true', { disabled: true, by: 'environment' }],
  ])('DEVICE_ADMIN_DISABLE_UPDATES %s', async (_what, value, policy) => {
    const env = { DEVICE_ADMIN_DISABLE_UPDATES: value }
    expect(await readUpdatePolicy({ platform: 'win32', env, run: unset })).toMatchObject(policy)
  })

  it('takes an unclear environment value as off, with a note for the log', async () => {
    const env = { DEVICE_ADMIN_DISABLE_UPDATES: 'please' }
    expect(await readUpdatePolicy({ platform: 'win32', env, run: unset })).toEqual({
      disabled: true,
      by: 'environment',
      source: 'DEVICE_ADMIN_DISABLE_UPDATES',
      notes: ['DEVICE_ADMIN_DISABLE_UPDATES=please is neither 1 nor 0: taken as 1'],
    })
  })

  it("puts the organisation's policy first: the environment cannot turn updates back on", async () => {
    const { run } = recorded(regValue('REG_DWORD', '0x1'))
    const env = { DEVICE_ADMIN_DISABLE_UPDATES: '0' }
    expect(await readUpdatePolicy({ platform: 'win32', env, run })).toEqual({
      disabled: true,
      by: 'organisation',
      source: REG_SOURCE,
      notes: [],
    })
  })

  it('reads the policy file under the given root on Linux', async () => {
    const root = await tempDir()
    await mkdir(path.join(root, 'etc/device-registry-admin'), { recursive: true })
    await writeFile(path.join(root, LINUX_POLICY_FILE), '{"DisableUpdates":true}')
    const policy = await readUpdatePolicy({ platform: 'linux', env: {}, run: unset, root })
    expect(policy).toMatchObject({ disabled: true, by: 'organisation' })
  })

  it('keeps updating when the policy cannot be read at all, and notes why', async () => {
    const { run } = recorded({ code: 1, stderr: 'ERROR: Access is denied.' })
    expect(await readUpdatePolicy({ platform: 'win32', env: {}, run })).toEqual({
      disabled: false,
      notes: [`update policy not read: reg query ${REG_SOURCE} failed: ERROR: Access is denied.`],
    })
  })
})
