import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forkIdentity } from '../../../scripts/fork-identity.ts'
import {
  ASAR_BUDGET_BYTES,
  checkPackage,
  packageOf,
  partOf,
  specifiersOf,
  type Report,
} from '../../../scripts/check-package-files.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const script = path.join(root, 'scripts/check-package-files.ts')
const requireHere = createRequire(import.meta.url)
const asar = createRequire(requireHere.resolve('app-builder-lib/package.json'))(
  '@electron/asar',
) as {
  createPackage(src: string, dest: string): Promise<unknown>
}

function runCheck(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('import specifiers of a built file', () => {
  it('finds static, re-exported, literal dynamic imports and requires; counts computed ones', () => {
    const source = `import a from 'a'; export * from './b.js'; export { c } from 'c'
      const d = await import('d'); import(name); require('e'); require(other)
      import(\`./f.js\`); import(\`./\${name}.js\`)`
    const { found, dynamic } = specifiersOf('x.js', source)
    expect(found.map((f) => [f.specifier, f.kind])).toEqual([
      ['a', 'import'],
      ['./b.js', 'import'],
      ['c', 'import'],
      ['d', 'import'],
      ['e', 'require'],
      ['./f.js', 'import'],
    ])
    expect(dynamic).toBe(3)
  })
})

describe('the packed app (electron-builder around a stub Electron)', () => {
  let report: Report
  beforeAll(() => {
    // The check reads the built output: build it first (about a second).
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
      {
        cwd: root,
        stdio: 'ignore',
      },
    )
    const { status, stdout } = runCheck('--json')
    report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Report
    expect(report.problems).toEqual([])
    expect(status).toBe(0)
  }, 60_000)

  it('resolves and loads every runtime import of main and every runtime dependency', () => {
    const checked = new Set(report.imports.map((i) => i.specifier))
    expect(checked).toContain('@napi-rs/keyring')
  })

  it('ships only the native keychain addon as node_modules: pure-JS dependencies are in main', () => {
    const shipped = Object.keys(report.sizes.parts).filter((p) => p.startsWith('node_modules/'))
    expect(shipped.every((p) => p.startsWith('node_modules/@napi-rs/keyring'))).toBe(true)
    for (const bundled of ['zod', 'fastify', 'papaparse', 'electron-updater'])
      expect(report.imports.map((i) => packageOf(i.specifier))).not.toContain(bundled)
  })

  it('keeps app.asar under its budget and reports the size of each part', () => {
    expect(report.sizes.asarBytes).toBeGreaterThan(0)
    expect(report.sizes.asarBytes).toBeLessThanOrEqual(ASAR_BUDGET_BYTES)
    const app = Object.keys(report.sizes.parts).filter((p) => !p.startsWith('node_modules/'))
    expect(app.sort()).toEqual(['out/main', 'out/preload', 'out/renderer', 'package.json'])
  })

  it("writes the update feed into the app: the GitHub releases of package.json's repository", () => {
    expect(report.updateFeed).toMatchObject({
      provider: 'github',
      owner: 'device-registry-admin',
      repo: 'device-registry-admin',
    })
  })

  it('has its fuses flipped by electron-builder as configured', () => {
    expect(report.fuses).toMatchObject({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableCookieEncryption: true,
      OnlyLoadAppFromAsar: true,
      EnableEmbeddedAsarIntegrityValidation: true,
    })
  })
})

/** electron-builder's reading of `-c.a.b=value` arguments: a nested config object. */
function configOf(args: string[]): Record<string, unknown> {
  const config: Record<string, unknown> = {}
  for (const arg of args) {
    const [, keys = '', value] = /^-c\.([^=]+)=(.*)$/.exec(arg) ?? []
    const path = keys.split('.')
    let node = config
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
    node[path.at(-1)!] = value
  }
  return config
}

describe("a fork's build", () => {
  it('takes its update feed from DEVICE_ADMIN_REPOSITORY', async () => {
    const { args } = forkIdentity({ DEVICE_ADMIN_REPOSITORY: 'acme/registry-admin' })
    const report = await checkPackage({ overrides: configOf(args) })
    expect(report.updateFeed).toMatchObject({ owner: 'acme', repo: 'registry-admin' })
  }, 60_000)
})

describe('what a packed file belongs to', () => {
  it.each([
    ['out/main/chunks/server-x.js', 'out/main'],
    ['node_modules/zod/v4/index.js', 'node_modules/zod'],
    ['node_modules/@napi-rs/keyring/index.js', 'node_modules/@napi-rs/keyring'],
    ['package.json', 'package.json'],
  ])('%s → %s', (file, part) => {
    expect(partOf(file)).toBe(part)
  })

  it.each([
    ['zod', 'zod'],
    ['zod/v4', 'zod'],
    ['@napi-rs/keyring', '@napi-rs/keyring'],
    ['@scope/name/deep/file.js', '@scope/name'],
  ])('the package of %s is %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name)
  })
})

describe('a package missing what the app imports', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bad-package-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('fails, naming each unresolved import', async () => {
    const app = path.join(dir, 'app')
    mkdirSync(path.join(app, 'out/main/chunks'), { recursive: true })
    mkdirSync(path.join(app, 'out/preload'), { recursive: true })
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ dependencies: { fastify: '*' } }),
    )
    writeFileSync(
      path.join(app, 'out/main/index.js'),
      `import 'electron'; import 'node:path'; import 'react'; import './missing.js'`,
    )
    writeFileSync(
      path.join(app, 'out/preload/index.cjs'),
      `require('electron'); require('node:fs')`,
    )
    writeFileSync(path.join(app, 'out/main/chunks/shared.js'), `export * from 'left-pad'`)
    // Shipped, yet nothing imports it: its code belongs in main's chunks.
    mkdirSync(path.join(app, 'node_modules/zod'), { recursive: true })
    writeFileSync(path.join(app, 'node_modules/zod/package.json'), '{"name":"zod"}')
    await asar.createPackage(app, path.join(dir, 'app.asar'))

    const { status, stderr } = runCheck('--asar', path.join(dir, 'app.asar'))
    expect(status).toBe(1)
    expect(stderr).toContain(`error: out/main/index.js: 'react' does not resolve`)
    expect(stderr).toContain(`error: out/main/index.js: './missing.js' does not resolve`)
    expect(stderr).toContain(`error: package.json: 'fastify' does not resolve`)
    expect(stderr).toContain(`error: out/main/chunks/shared.js: 'left-pad' does not resolve`)
    expect(stderr).toContain(
      `out/preload/index.cjs: 'node:fs' cannot be required by a sandboxed preload`,
    )
    expect(stderr).toContain(`error: node_modules/zod: shipped, but no packed script imports it`)
    expect(stderr).not.toContain(`'electron'`)
    expect(stderr).not.toContain(`'node:path'`)
  }, 30_000)
})
