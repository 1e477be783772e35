import { closeSync, fchmodSync, fstatSync, openSync, renameSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import { ensurePrivateDir } from '#node-support/private-files.ts'

export interface LogFileOptions {
  /** Start a new file once the current one would grow past this. */
  maxBytes?: number
  /** Older files kept beside the current one: main.1.log (newest) … main.<keep>.log. */
  keep?: number
}

export interface LogFile {
  readonly path: string
  /** Appends one line; never throws (a full disk must not stop the app). */
  write(line: string): void
  close(): void
}

/**
 * An append-only log file that rotates by size, written synchronously so that the lines before a crash
 * are on disk. Private: the folder 0700, the files 0600.
 */
export function openLogFile(dir: string, name = 'main', options: LogFileOptions = {}): LogFile {
  const maxBytes = options.maxBytes ?? 1024 * 1024
  const keep = Math.max(1, options.keep ?? 3)
  const current = path.join(dir, `${name}.log`)
  const numbered = (n: number) => path.join(dir, `${name}.${n}.log`)
  let fd: number | null = null
  let size = 0

  function open(): number {
    ensurePrivateDir(dir)
    const opened = openSync(current, 'a', 0o600)
    fchmodSync(opened, 0o600)
    size = fstatSync(opened).size
    return opened
  }

  function rotate(): void {
    if (fd !== null) closeSync(fd)
    fd = null
    rmSync(numbered(keep), { force: true })
    for (let n = keep - 1; n >= 1; n--) {
      try {
        renameSync(numbered(n), numbered(n + 1))
      } catch {
        // not there yet
      }
    }
    renameSync(current, numbered(1))
  }

  return {
    path: current,
    write(line) {
      const bytes = Buffer.from(`${line}\n`, 'utf8')
      try {
        fd ??= open()
        if (size > 0 && size + bytes.length > maxBytes) {
          rotate()
          fd = open()
        }
        writeSync(fd, bytes)
        size += bytes.length
      } catch {
        // Logging is best effort; the next line tries again.
        if (fd !== null) closeSync(fd)
        fd = null
      }
    },
    close() {
      if (fd !== null) closeSync(fd)
      fd = null
    },
  }
}
