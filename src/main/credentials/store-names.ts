import type { CredentialStoreInfo } from '#shared/ipc/session.ts'

/** What the Secret Service told of the collection holding (or about to hold) a secret. */
export type SecretServiceProbe =
  | { state: 'available'; collection: string | null }
  | { state: 'missing' }
  /** No way to ask (no dbus-send here): the keychain library may still work, so no claim either way. */
  | { state: 'unknown' }

export const SESSION_ONLY_LABEL = 'This session only: no keychain found'

/** The OS keychain by the name its users know it; on Linux the collection when the service named it. */
export function keychainName(platform: NodeJS.Platform, collection: string | null = null): string {
  if (platform === 'darwin') return 'macOS Keychain'
  if (platform === 'win32') return 'Windows Credential Manager'
  return collection ? `Secret Service (collection "${collection}")` : 'Secret Service'
}

/** What to install or do so that secrets outlive the session. */
export function keychainHint(platform: NodeJS.Platform): string {
  if (platform === 'darwin')
    return 'The macOS Keychain could not be used: unlock your login keychain in Keychain Access, then restart the app.'
  if (platform === 'win32')
    return 'The Windows Credential Manager could not be used: sign in to Windows with your own account, then restart the app.'
  return 'Install and unlock a Secret Service, such as gnome-keyring (sudo apt install gnome-keyring) or KeePassXC with its Secret Service integration switched on, then restart the app.'
}

export function sessionOnly(platform: NodeJS.Platform): CredentialStoreInfo {
  return { kind: 'sessionOnly', label: SESSION_ONLY_LABEL, hint: keychainHint(platform) }
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
