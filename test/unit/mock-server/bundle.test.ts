import { spawn } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BUNDLE_FILE, ensureBundle } from '#mock-server/bundle/bundle.ts'
import { isStale } from '#node-support/freshness.ts'
import { SERVICE_NODE_FLAGS } from '#mock-server/node-flags.ts'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-bundle-'))
  dirs.push(dir)
  return dir
}

/** A file with the given modification time, in seconds since the epoch. */
function file(path: string, mtime: number): string {
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, '')
  utimesSync(path, mtime, mtime)
  return path
}

describe('the bundle is rebuilt exactly when it is stale', () => {
  it.each([
    ['missing', null, [['src/a.ts', 100]], true],
    [
      'newer than every source',
      200,
      [
        ['src/a.ts', 100],
        ['lock.json', 150],
      ],
      false,
    ],
    ['older than a source file', 200, [['src/a.ts', 300]], true],
    ['older than a file deep in a source folder', 200, [['src/x/y/z.ts', 300]], true],
    ['older than a lone source file', 200, [['lock.json', 300]], true],
  ] as const)('built %s → stale: %s', (_case, builtAt, sources, stale) => {
    const dir = tempDir()
    const built = join(dir, 'out', 'bundle.mjs')
    if (builtAt !== null) file(built, builtAt)
    for (const [path, mtime] of sources) file(join(dir, path), mtime)
    expect(isStale(built, [join(dir, 'src'), join(dir, 'lock.json')])).toBe(stale)
  })

  it('a source that does not exist never makes it stale', () => {
    const dir = tempDir()
    const built = file(join(dir, 'bundle.mjs'), 200)
    expect(isStale(built, [join(dir, 'gone')])).toBe(false)
  })
})

describe('the bundle npm run mock runs', () => {
  // Starting the bundle applies the demo seed (its passwords hashed with production scrypt): 4-5 s here.
  it('runs on its own: copied where no node_modules can be found, it serves requests', async () => {
    ensureBundle()
    const dir = tempDir()
    copyFileSync(BUNDLE_FILE, join(dir, 'mock-server.mjs'))
    const child = spawn(
      process.execPath,
      [join(dir, 'mock-server.mjs'), '--port', '0', '--data-dir', join(dir, 'data')],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    try {
      let out = ''
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          out += chunk
          const found = /listening on (\S+)/.exec(out)?.[1]
          if (found) resolve(found)
        })
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)))
      })
      const health = await fetch(`${url}/health`)
      expect([health.status, await health.json()]).toEqual([
        200,
        { status: 'OK', startedAt: expect.any(String) },
      ])
    } finally {
      child.kill('SIGTERM')
    }
  }, 30_000)

  it("npm run mock passes the service's Node flags, as the app's service host does", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: { mock: string }
    }
    expect(scripts.mock.split(/\s+/)).toEqual([
      'node',
      ...SERVICE_NODE_FLAGS,
      'src/mock-server/cli.mjs',
    ])
  })
})
