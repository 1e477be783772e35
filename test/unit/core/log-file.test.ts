import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openLogFile } from '#core/logging/log-file.ts'
import { tempDir } from './support/fixtures.ts'

const line = (n: number) => `line ${String(n).padStart(4, '0')} ${'x'.repeat(40)}`

describe('the rotating log file', () => {
  it('appends lines, and keeps what an earlier run wrote', async () => {
    const dir = await tempDir()
    const first = openLogFile(dir)
    first.write('first run')
    first.close()
    const second = openLogFile(dir)
    second.write('second run')
    second.close()
    expect(await readFile(path.join(dir, 'main.log'), 'utf8')).toBe('first run\nsecond run\n')
  })

  it('starts a new file past its size and keeps only the newest older ones', async () => {
    const dir = await tempDir()
    const log = openLogFile(dir, 'main', { maxBytes: 1000, keep: 2 })
    for (let n = 0; n < 100; n++) log.write(line(n))
    log.close()
    expect((await readdir(dir)).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log'])
    for (const name of ['main.log', 'main.1.log', 'main.2.log'])
      expect((await stat(path.join(dir, name))).size).toBeLessThanOrEqual(1000)
    const newest = await readFile(path.join(dir, 'main.log'), 'utf8')
    const previous = await readFile(path.join(dir, 'main.1.log'), 'utf8')
    expect(newest.trimEnd().split('\n').at(-1)).toBe(line(99))
    // Nothing lost between the files: the previous one ends where the current one starts.
    const lastOfPrevious = Number(previous.trimEnd().split('\n').at(-1)!.split(' ')[1])
    expect(newest.split('\n')[0]).toBe(line(lastOfPrevious + 1))
  })

  it.skipIf(process.platform === 'win32')(
    'is private: a new folder 0700, the file 0600',
    async () => {
      const dir = path.join(await tempDir(), 'logs')
      const log = openLogFile(dir)
      log.write('hello')
      log.close()
      expect((await stat(dir)).mode & 0o777).toBe(0o700)
      expect((await stat(path.join(dir, 'main.log'))).mode & 0o777).toBe(0o600)
    },
  )

  it('never throws when the folder cannot be written', async () => {
    const file = path.join(await tempDir(), 'a-file')
    const { writeFile } = await import('node:fs/promises')
    await writeFile(file, '')
    const log = openLogFile(path.join(file, 'logs'))
    expect(() => log.write('lost')).not.toThrow()
  })
})
