// A whole session written to the app's real log file, then the file searched for every secret the
// session handled: API keys, passwords (right and wrong), and those quoted in a window's error.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import { openAppLog } from '#core/logging/app-log.ts'
import { createRedactor } from '#core/session/redactor.ts'
import {
  call,
  DEMO,
  fails,
  remoteMockServer,
  tempDir,
  testCore,
  TEST_SCRYPT,
} from './support/fixtures.ts'

const WRONG_PASSWORD = 'wrong-password-4471aa'
const WRONG_KEY = 'not-a-key-of-this-service-93be01'

describe('the app log after a full session', () => {
  it('holds the session’s story and none of its secrets', async () => {
    const logsDir = await tempDir()
    const configDir = await tempDir()
    const redactor = createRedactor()
    const { logger, close } = openAppLog({ dir: logsDir, redactor })
    const core = await testCore({
      configDir,
      redactor,
      log: (line, level = 'info') => logger.write(level, 'main', line),
      embedded: inProcessEmbeddedService(path.join(configDir, 'mock-server'), {
        scryptParams: TEST_SCRYPT,
        logger: (level, message) => logger.write(level, 'service', message),
      }),
    })
    const remote = await remoteMockServer()

    // The offline demo: its demo key, a device, then a password sign-in, a wrong one, and a right one.
    await call(core.dispatch, 'getSession')
    await call(core.dispatch, 'listDevices', {})
    await fails(core.dispatch, 'signIn', {
      method: 'password',
      username: DEMO.berlinAdmin.username,
      password: WRONG_PASSWORD,
      remember: false,
    })
    await call(core.dispatch, 'signIn', { method: 'password', ...DEMO.berlinAdmin, remember: true })
    await call(core.dispatch, 'listDevices', {})
    // A remote profile: a wrong key, then the right one.
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Remote',
      baseUrl: remote.url,
      authMethod: 'apiKey',
    })
    await call(core.dispatch, 'useProfile', { id: profile.id })
    await fails(core.dispatch, 'signIn', { method: 'apiKey', apiKey: WRONG_KEY })
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.tenantAdminKey })
    await call(core.dispatch, 'listApiKeys', {})
    // A window error that quotes secrets the person typed.
    const { report } = await call(core.dispatch, 'reportRendererError', {
      source: 'render',
      name: 'TypeError',
      message: `cannot use ${DEMO.tenantAdminKey} or ${DEMO.berlinAdmin.password}`,
      stack: `TypeError: boom\n    at SignIn (${WRONG_PASSWORD})`,
    })
    expect(report).toContain('cannot use [redacted] or [redacted]')
    await core.close()
    close()

    const files = await readdir(logsDir)
    const text = (
      await Promise.all(files.map((f) => readFile(path.join(logsDir, f), 'utf8')))
    ).join('')
    const secrets = [
      DEMO.berlinAdminKey,
      DEMO.tenantAdminKey,
      DEMO.berlinAdmin.password,
      WRONG_PASSWORD,
      WRONG_KEY,
    ]
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([])
    for (const line of [
      /INFO {2}\[service\] GET \/admin\/devices 200 /,
      /INFO {2}\[service\] POST \/auth\/login 401 /,
      /INFO {2}\[service\] POST \/auth\/login 200 /,
      /INFO {2}\[service\] POST \/auth\/logout 200 /,
      /INFO {2}\[main\] session "Remote": signedIn as Northwind tenant admin/,
      /ERROR \[main\] window error \(render\): TypeError: cannot use \[redacted\] or \[redacted\]/,
    ])
      expect(text).toMatch(line)
    // Every line is in the one format (continuation lines of a stack indented).
    for (const line of text.trimEnd().split('\n'))
      expect(line).toMatch(/^(\d{4}-\d\d-\d\dT[\d:.]+Z (ERROR|WARN |INFO |DEBUG) \[\w+\] | {4})/)
  })
})
