import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '../../..')
type Step = { uses?: string; run?: string; if?: string; env?: Record<string, string> }
type Job = {
  'runs-on': string
  container?: string
  needs?: string
  permissions?: Record<string, string>
  strategy?: {
    matrix: {
      include?: { os: string; app: string; asar: string; installers: string }[]
      os?: string[]
    }
  }
  steps: Step[]
}
type Workflow = {
  on: Record<string, unknown>
  permissions: Record<string, string>
  jobs: Record<string, Job>
}

const workflow = (name: string) =>
  parse(readFileSync(path.join(root, '.github/workflows', name), 'utf8')) as Workflow
const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n')
const uses = (job: Job) => job.steps.map((step) => step.uses?.split('@')[0])

describe('CI workflow', () => {
  const ci = workflow('ci.yml')

  it('runs on every push and pull request, read-only', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push'])
    expect(ci.permissions).toEqual({ contents: 'read' })
  })

  it('runs .ci/run on an Ubuntu runner, in Debian 12 with Node 24', () => {
    const job = ci.jobs['checks']!
    expect(job['runs-on']).toBe('ubuntu-latest')
    expect(job.container).toBe('node:24-bookworm')
    expect(uses(job)).toContain('actions/checkout')
    expect(runs(job)).toContain('bash .ci/run')
  })

  it('runs detection on this PC for real on Windows and macOS runners', () => {
    const job = ci.jobs['detect']!
    expect(job.strategy?.matrix.os).toEqual(['windows-latest', 'macos-latest'])
    expect(job['runs-on']).toBe('${{ matrix.os }}')
    expect(runs(job)).toContain('test/unit/detect/this-machine.test.ts')
  })
})

describe('dependency checks', () => {
  it('audits the npm dependencies in the hosted workflow, not in .ci/run', () => {
    const audit = workflow('ci.yml').jobs['audit']!
    expect(runs(audit)).toContain('npm audit --audit-level=high')
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).not.toContain('npm audit')
  })

  it('has Dependabot update npm and the GitHub Actions', () => {
    const config = parse(readFileSync(path.join(root, '.github/dependabot.yml'), 'utf8')) as {
      updates: { 'package-ecosystem': string; directory: string }[]
    }
    expect(config.updates.map((u) => [u['package-ecosystem'], u.directory])).toEqual([
      ['npm', '/'],
      ['github-actions', '/'],
    ])
  })
})

describe('release workflow', () => {
  const release = workflow('release.yml')
  const installers = release.jobs['installers']!

  it('runs on version tags only', () => {
    expect(release.on).toEqual({ push: { tags: ['v*'] } })
  })

  it('builds on Ubuntu, Windows and macOS with the pinned Node', () => {
    expect(installers.strategy?.matrix.include?.map((entry) => entry.os)).toEqual([
      'ubuntu-latest',
      'windows-latest',
      'macos-latest',
    ])
    expect(installers['runs-on']).toBe('${{ matrix.os }}')
    const setupNode = installers.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))
    expect(setupNode).toMatchObject({ with: { 'node-version-file': 'package.json' } })
  })

  it('builds the installers with signing secrets, checks the package, smoke-tests the packaged app', () => {
    const script = runs(installers)
    expect(script).toContain('npm ci')
    expect(script).toContain('npm run dist')
    expect(script).toContain('node scripts/check-package-files.ts --asar')
    expect(script).toMatch(/xvfb-run -a .*npx playwright test --project electron/)
    const dist = installers.steps.find((step) => step.run === 'npm run dist')
    expect(Object.keys(dist?.env ?? {}).sort()).toEqual([
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_ID',
      'APPLE_TEAM_ID',
      'CSC_KEY_PASSWORD',
      'CSC_LINK',
    ])
    const smoke = installers.steps.find((step) => step.env?.['PACKAGED_APP_PATH'])
    expect(smoke?.env?.['PACKAGED_APP_PATH']).toBe('${{ matrix.app }}')
    expect(uses(installers)).toContain('actions/upload-artifact')
  })

  it.each([
    ['ubuntu-latest', ['dist/*.AppImage', 'dist/*.deb', 'dist/latest-linux.yml']],
    ['windows-latest', ['dist/*.exe', 'dist/*.exe.blockmap', 'dist/*.msi', 'dist/latest.yml']],
    ['macos-latest', ['dist/*.dmg', 'dist/*.zip', 'dist/*.zip.blockmap', 'dist/latest-mac.yml']],
  ])('keeps the installers of %s and the update feed the installed app reads', (os, files) => {
    const entry = installers.strategy?.matrix.include?.find((e) => e.os === os)
    expect(entry?.installers.trim().split('\n')).toEqual(files)
  })

  it('attaches the installers to a release only after every OS passed', () => {
    const job = release.jobs['release']!
    expect(job.needs).toBe('installers')
    expect(job.permissions).toEqual({ contents: 'write' })
    expect(uses(job)).toContain('actions/download-artifact')
    expect(runs(job)).toContain('gh release create "$GITHUB_REF_NAME" installers/*')
  })

  it('attaches SHA256SUMS of every file, signed when a key is configured, before the release is made', () => {
    const job = release.jobs['release']!
    const checksums = job.steps.findIndex(
      (step) => step.run === 'bash scripts/release-checksums.sh installers',
    )
    const create = job.steps.findIndex((step) => step.run?.includes('gh release create'))
    expect(checksums).toBeGreaterThan(0)
    expect(checksums).toBeLessThan(create)
    expect(job.steps[checksums]?.env).toEqual({
      RELEASE_SIGNING_KEY: '${{ secrets.RELEASE_SIGNING_KEY }}',
      RELEASE_SIGNING_KEY_PASSPHRASE: '${{ secrets.RELEASE_SIGNING_KEY_PASSPHRASE }}',
    })
    expect(uses(job)).toContain('actions/checkout')
  })
})
