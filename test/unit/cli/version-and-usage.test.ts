// What every command line of the project shares: --version, and exit 2 for a bad command line.
import { describe, expect, it } from 'vitest'
import packageJson from '../../../package.json' with { type: 'json' }
import { runScript } from './support/process.ts'

const TOOLS = [
  ['src/cli/admin.ts', 'device-admin'],
  ['src/cli/serial-id.ts', 'device-serial-id'],
  ['src/mock-server/cli.mjs', 'device-admin-mock'],
] as const

describe('the command lines', () => {
  it.each(TOOLS)('%s --version prints "%s <version>", exit 0', async (script, name) => {
    expect(await runScript(script, ['--version'])).toEqual({
      code: 0,
      stdout: `${name} ${packageJson.version}\n`,
      stderr: '',
    })
  })

  it.each(TOOLS)('%s exits 2 on an unknown option, pointing to --help', async (script) => {
    const result = await runScript(script, ['--no-such-option'])
    expect(result).toMatchObject({ code: 2, stdout: '' })
    expect(result.stderr).toContain('Run with --help for usage.')
  })
})
