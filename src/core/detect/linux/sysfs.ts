import { coded } from '#shared/coded-text.ts'
import { access, readdir, readFile, readlink } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { DetectError } from '../types.ts'

/** A sysfs or procfs file's text without its trailing newline; undefined when it is not there. */
export async function readAttribute(path: string): Promise<string | undefined> {
  try {
    return (await readFile(path, 'utf8')).replace(/\n$/, '')
  } catch {
    return undefined
  }
}

/** The entries of a directory the reader needs; a missing one is an empty list, a forbidden one says so. */
export async function entries(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return []
    if (code === 'EACCES' || code === 'EPERM')
      throw new DetectError('not-allowed', coded('detect.text.not-readable', { path: dir }))
    throw error
  }
}

/** The last part of a symlink's target (a driver's name), or undefined. */
export async function linkName(path: string): Promise<string | undefined> {
  try {
    return basename(await readlink(path))
  } catch {
    return undefined
  }
}

/** The resolved target of a symlink, as sysfs links /sys/class/net/eth0 to its device. */
export async function linkTarget(path: string): Promise<string | undefined> {
  try {
    return await readlink(path)
  } catch {
    return undefined
  }
}

export const sysPath = (root: string, ...parts: string[]) => join(root, ...parts)

/** Whether a file or directory is there (sysfs marks Wi-Fi adapters, bridges and tunnels by entries). */
export async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}
