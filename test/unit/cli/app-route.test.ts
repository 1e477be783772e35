import { describe, expect, it } from 'vitest'
import packageJson from '../../../package.json' with { type: 'json' }
import { cliInvocation } from '#cli/app-route.ts'
import { runScript } from './support/process.ts'

const run = (args: string[]) => runScript('test/unit/core/support/packaged-cli.ts', args)

describe("the installed app's --cli switch", () => {
  it.each([
    [['/opt/app/device-registry-admin'], null],
    [
      ['/opt/app/device-registry-admin', '--cli', 'admin', 'status'],
      { tool: 'admin', args: ['status'] },
    ],
    [
      ['app.exe', '--enable-logging', '--cli', 'serial-id', 'parse', '--cli'],
      { tool: 'serial-id', args: ['parse', '--cli'] },
    ],
    [['app', '--cli'], { error: expect.stringContaining('admin, serial-id, mock') }],
    [['app', '--cli', 'constructor'], { error: expect.stringContaining('--cli admin --help') }],
  ])('%j → %j', (argv, expected) => {
    expect(cliInvocation(argv)).toEqual(expected)
  })

  it.each([
    [['--cli', 'admin', '--version'], 0, `device-admin ${packageJson.version}\n`],
    [
      ['--cli', 'serial-id', 'build', 'wifi', '00-1A-2B-3C-4D-5E'],
      0,
      'Network;00:1a:2b:3c:4d:5e;WiFi\n',
    ],
    [['--cli', 'mock', '--version'], 0, `device-admin-mock ${packageJson.version}\n`],
    [['--cli', 'admin', 'frobnicate'], 2, ''],
    [['--cli', 'serial-id', 'validate', 'wifi', 'nope'], 1, ''],
    [['--cli', 'toaster'], 2, ''],
  ])('runs %j to exit %i', async (args, code, stdout) => {
    expect(await run(args)).toMatchObject({ code, stdout })
  })
})
