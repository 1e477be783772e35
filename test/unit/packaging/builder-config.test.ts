import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { APP_ID } from '#core/paths.ts'
import { APP_NODE_FLAGS } from '#core/node-flags.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const config = parse(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'))
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))

// The validator and schema electron-builder itself uses (app-builder-lib's own ajv 8 and scheme.json).
const requireBuilder = createRequire(
  createRequire(import.meta.url).resolve('app-builder-lib/package.json'),
)
type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null }
const { default: Ajv } = requireBuilder('ajv') as {
  default: new (options: object) => { compile(schema: object): Validate }
}
// No type coercion: a value of the wrong type must fail, not be converted.
const validate = new Ajv({ allErrors: true, strict: false }).compile(
  requireBuilder('./scheme.json') as object,
)

type Target = { target: string; arch: string[] }
const targetsOf = (platform: 'linux' | 'win' | 'mac') =>
  Object.fromEntries((config[platform].target as Target[]).map((t) => [t.target, t.arch]))

describe('electron-builder.yml', () => {
  it("validates against electron-builder's schema", () => {
    expect(validate(config), JSON.stringify(validate.errors, null, 2)).toBe(true)
  })

  it.each([
    ['an unknown option', { ...config, fuses: {} }],
    ['asar as a string', { ...config, asar: 'yes' }],
    ['an unknown fuse', { ...config, electronFuses: { ...config.electronFuses, runAsNod: false } }],
  ])('the schema check rejects %s', (_what, broken) => {
    expect(validate(broken)).toBe(false)
  })

  it('names the app (main reads the macOS managed preferences of the same id)', () => {
    expect(config.appId).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
    expect(config.appId).toBe(APP_ID)
    expect(config.productName).toBe('Device Registry Admin')
  })

  it("publishes to the GitHub releases of package.json's repository: the update feed", () => {
    expect(config.publish).toEqual({ provider: 'github', releaseType: 'release' })
    expect(packageJson.repository.url).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/)
  })

  it('takes the .deb homepage and maintainer from package.json, as a fork may override them', () => {
    // electron-builder's deb target refuses to build without both.
    expect(config.linux.maintainer).toBeUndefined()
    expect(packageJson.homepage).toMatch(/^https:\/\//)
    expect(packageJson.author).toMatchObject({
      name: expect.any(String),
      email: expect.any(String),
    })
  })

  it('installs per user or per machine, silently with /S /allusers, into a folder of choice', () => {
    expect(config.nsis).toEqual({
      oneClick: false,
      perMachine: false,
      allowElevation: true,
      allowToChangeInstallationDirectory: true,
    })
    expect(config.msi).toEqual({ oneClick: false, perMachine: true })
  })

  it('flips the six security fuses', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    })
  })

  it('builds an AppImage and a deb, NSIS and MSI installers, dmgs and the zips macOS updates from', () => {
    expect(targetsOf('linux')).toEqual({ AppImage: ['x64'], deb: ['x64'] })
    expect(targetsOf('win')).toEqual({ nsis: ['x64'], msi: ['x64'] })
    expect(targetsOf('mac')).toEqual({ dmg: ['x64', 'arm64'], zip: ['x64', 'arm64'] })
  })

  it("starts the deb's app with the app's Node flags, as npm start does", () => {
    expect(config.deb.executableArgs).toEqual([`--js-flags=${APP_NODE_FLAGS.join(' ')}`])
  })

  it('packs only the built output in an asar, native addons unpacked, no file associations', () => {
    // Not out/web-harness: the browser harness's own copy of the renderer.
    expect(config.files).toEqual([
      'out/main/**/*',
      'out/preload/**/*',
      'out/renderer/**/*',
      '!out/**/*.map',
      'package.json',
    ])
    expect(config.asar).toBe(true)
    expect(config.asarUnpack).toContain('**/*.node')
    expect(config.fileAssociations).toEqual([])
  })

  it('uses the project icon, a 1024x1024 PNG made from build/icon.svg', () => {
    for (const platform of ['linux', 'win', 'mac'])
      expect(config[platform].icon).toBe('build/icon.png')
    const png = readFileSync(path.join(root, 'build/icon.png'))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024])
    expect(readFileSync(path.join(root, 'build/icon.svg'), 'utf8')).toContain(
      'viewBox="0 0 1024 1024"',
    )
  })
})
