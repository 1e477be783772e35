import type { CodedText } from '#shared/coded-text.ts'
import type { CredentialStoreInfo, StoreHintCode, StoreLabelCode } from '#shared/ipc/session.ts'

/** What the Secret Service told of the collection holding (or about to hold) a secret. */
export type SecretServiceProbe =
  | { state: 'available'; collection: string | null }
  | { state: 'missing' }
  /** No way to ask (no dbus-send here): the keychain library may still work, so no claim either way. */
  | { state: 'unknown' }

const SESSION_ONLY: CodedText<StoreLabelCode> = {
  code: 'session-only',
  message: 'This session only: no keychain found',
}

/** The OS keychain by the name its users know it; on Linux the collection when the service named it. */
export function keychainName(
  platform: NodeJS.Platform,
  collection: string | null = null,
): CodedText<StoreLabelCode> {
  if (platform === 'darwin') return { code: 'macos-keychain', message: 'macOS Keychain' }
  if (platform === 'win32')
    return { code: 'windows-credential-manager', message: 'Windows Credential Manager' }
  return collection
    ? {
        code: 'secret-service-collection',
        values: { collection },
        message: `Secret Service (collection "${collection}")`,
      }
    : { code: 'secret-service', message: 'Secret Service' }
}

/** What to install or do so that secrets outlive the session. */
export function keychainHint(platform: NodeJS.Platform): CodedText<StoreHintCode> {
  if (platform === 'darwin')
    return {
      code: 'unlock-macos-keychain',
      message:
        'The macOS Keychain could not be used: unlock your login keychain in Keychain Access, then restart the app.',
    }
  if (platform === 'win32')
    return {
      code: 'windows-own-account',
      message:
        'The Windows Credential Manager could not be used: sign in to Windows with your own account, then restart the app.',
    }
  return {
    code: 'install-secret-service',
    message:
      'Install and unlock a Secret Service, such as gnome-keyring (sudo apt install gnome-keyring) or KeePassXC with its Secret Service integration switched on, then restart the app.',
  }
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
