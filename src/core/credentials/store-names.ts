import { coded, type SaidText } from '#shared/coded-text.ts'
import type { CredentialStoreInfo, StoreHintCode, StoreLabelCode } from '#shared/ipc/session.ts'

/** What the Secret Service told of the collection holding (or about to hold) a secret. */
export type SecretServiceProbe =
  | { state: 'available'; collection: string | null }
  | { state: 'missing' }
  /** No way to ask (no dbus-send here): the keychain library may still work, so no claim either way. */
  | { state: 'unknown' }

const SESSION_ONLY: SaidText<StoreLabelCode> = coded('connection.store.session-only')

/** The OS keychain by the name its users know it; on Linux the collection when the service named it. */
export function keychainName(
  platform: NodeJS.Platform,
  collection: string | null = null,
): SaidText<StoreLabelCode> {
  if (platform === 'darwin') return coded('connection.store.macos-keychain')
  if (platform === 'win32') return coded('connection.store.windows-credential-manager')
  return collection
    ? coded('connection.store.secret-service-collection', { collection })
    : coded('connection.store.secret-service')
}

/** What to install or do so that secrets outlive the session. */
export function keychainHint(platform: NodeJS.Platform): SaidText<StoreHintCode> {
  if (platform === 'darwin') return coded('connection.store.hint.unlock-macos-keychain')
  if (platform === 'win32') return coded('connection.store.hint.windows-own-account')
  return coded('connection.store.hint.install-secret-service')
}

export function sessionOnly(platform: NodeJS.Platform): CredentialStoreInfo {
  return { kind: 'sessionOnly', label: SESSION_ONLY, hint: keychainHint(platform) }
}

/** Where a profile's secret is kept, from the platform and (Linux) what the Secret Service said. */
export function describeStore(
  platform: NodeJS.Platform,
  probe: SecretServiceProbe = { state: 'unknown' },
): CredentialStoreInfo {
  if (platform === 'darwin' || platform === 'win32')
    return { kind: 'keychain', label: keychainName(platform), hint: null }
  if (probe.state === 'missing') return sessionOnly(platform)
  const collection = probe.state === 'available' ? probe.collection : null
  return { kind: 'keychain', label: keychainName(platform, collection), hint: null }
}
