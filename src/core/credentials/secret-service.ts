import { execFile } from 'node:child_process'
import type { SecretServiceProbe } from './store-names.ts'

/** Runs dbus-send with these arguments; rejects with ENOENT when it is not installed. */
export type DbusSend = (args: string[]) => Promise<{ code: number; stdout: string; stderr: string }>

const DEST = 'org.freedesktop.secrets'
const SERVICE_PATH = '/org/freedesktop/secrets'
const TIMEOUT_MS = 3_000

/** The real dbus-send, on the session bus the environment names (the one the keychain library uses). */
export function dbusSendWith(env: NodeJS.ProcessEnv = process.env): DbusSend {
  return (args) =>
    new Promise((resolve, reject) => {
      const options = { timeout: TIMEOUT_MS, encoding: 'utf8' as const, env }
      execFile('dbus-send', args, options, (error, stdout, stderr) => {
        const failure = error as (NodeJS.ErrnoException & { code?: unknown }) | null
        if (failure && typeof failure.code !== 'number') return reject(failure)
        resolve({ code: typeof failure?.code === 'number' ? failure.code : 0, stdout, stderr })
      })
    })
}

class ServiceMissing extends Error {}

async function call(send: DbusSend, path: string, method: string, ...args: string[]) {
  const out = await send(['--session', '--print-reply', `--dest=${DEST}`, path, method, ...args])
  if (out.code !== 0) throw new ServiceMissing(out.stderr.trim())
  return out.stdout
}

const objectPaths = (text: string) => [...text.matchAll(/object path "([^"]+)"/g)].map((m) => m[1]!)

async function label(send: DbusSend, collectionPath: string): Promise<string | null> {
  const out = await call(
    send,
    collectionPath,
    'org.freedesktop.DBus.Properties.Get',
    'string:org.freedesktop.Secret.Collection',
    'string:Label',
  )
  return /variant\s+string "((?:[^"\\]|\\.)*)"/.exec(out)?.[1] || null
}

/**
 * Asks the Secret Service over D-Bus which collection holds the secret stored under service and
 * account (the keychain library's attributes), else which one the `default` alias names: the one a new
 * secret goes to. Only labels and paths are read, never a secret.
 */
export async function probeSecretService(
  service: string,
  account: string,
  send: DbusSend = dbusSendWith(),
): Promise<SecretServiceProbe> {
  try {
    let collectionPath: string | null = null
    // dbus-send's dict syntax separates with commas: a name holding one cannot be searched for.
    if (!`${service}${account}`.includes(',')) {
      const found = await call(
        send,
        SERVICE_PATH,
        'org.freedesktop.Secret.Service.SearchItems',
        `dict:string:string:service,${service},username,${account}`,
      )
      const item = objectPaths(found)[0]
      if (item) collectionPath = item.slice(0, item.lastIndexOf('/'))
    }
    if (!collectionPath) {
      const alias = objectPaths(
        await call(
          send,
          SERVICE_PATH,
          'org.freedesktop.Secret.Service.ReadAlias',
          'string:default',
        ),
      )[0]
      if (alias && alias !== '/') collectionPath = alias
    }
    return {
      state: 'available',
      collection: collectionPath ? await label(send, collectionPath).catch(() => null) : null,
    }
  } catch (error) {
    if (error instanceof ServiceMissing) return { state: 'missing' }
    return { state: 'unknown' }
  }
}
