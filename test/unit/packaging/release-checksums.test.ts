import { execFileSync, spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../core/support/fixtures.ts'

const script = path.resolve(import.meta.dirname, '../../../scripts/release-checksums.sh')

async function releaseFolder() {
  const dir = await tempDir()
  await writeFile(path.join(dir, 'device-registry-admin-0.2.0-linux-amd64.deb'), 'deb bytes')
  await writeFile(path.join(dir, 'device-registry-admin-0.2.0-win-x64.exe'), 'exe bytes')
  await writeFile(path.join(dir, 'latest-linux.yml'), 'version: 0.2.0\n')
  return dir
}

function run(dir: string, env: Record<string, string> = {}) {
  return spawnSync('bash', [script, dir], { encoding: 'utf8', env: { ...process.env, ...env } })
}

/** A throwaway signing key, as a release's secret holds it (armoured), and its public half. */
async function signingKey() {
  const home = await tempDir()
  const gpg = (...args: string[]) =>
    execFileSync('gpg', ['--batch', '--homedir', home, ...args], { encoding: 'utf8' })
  gpg(
    '--passphrase',
    '',
    '--quick-gen-key',
    'Release <release@example.invalid>',
    'ed25519',
    'sign',
    '1d',
  )
  return { home, secret: gpg('--armor', '--export-secret-keys') }
}

describe('the checksums attached to a release', () => {
  it('lists every file so that sha256sum -c checks them, unsigned without a key', async () => {
    const dir = await releaseFolder()
    const result = run(dir, { RELEASE_SIGNING_KEY: '' })
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('SHA256SUMS not signed: RELEASE_SIGNING_KEY not set')
    const check = execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' })
    expect(check.trim().split('\n').sort()).toEqual([
      'device-registry-admin-0.2.0-linux-amd64.deb: OK',
      'device-registry-admin-0.2.0-win-x64.exe: OK',
      'latest-linux.yml: OK',
    ])
  })

  it('fails on a folder with nothing to release', async () => {
    const result = run(await tempDir())
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('release-checksums: no files in')
  })

  it('signs SHA256SUMS with the configured key: the signature verifies, a changed file does not', async () => {
    const dir = await releaseFolder()
    const { home, secret } = await signingKey()
    const result = run(dir, { RELEASE_SIGNING_KEY: secret })
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/SHA256SUMS.asc: signed by [0-9A-F]{40}/)
    const verify = (file: string) =>
      spawnSync('gpg', ['--batch', '--homedir', home, '--verify', 'SHA256SUMS.asc', file], {
        cwd: dir,
      }).status
    expect(verify('SHA256SUMS')).toBe(0)
    await mkdir(path.join(dir, 'tampered'))
    await writeFile(path.join(dir, 'tampered', 'SHA256SUMS'), 'something else\n')
    expect(verify('tampered/SHA256SUMS')).not.toBe(0)
  })
})
