import type {
  ProbeCode,
  ProfilesNoticeCode,
  StoreHintCode,
  StoreLabelCode,
} from '#shared/ipc/session.ts'
import type { CodeMessages } from '../../i18n/coded.ts'

/** Where the secret is kept (main/credentials/store-names.ts). */
export const STORE_LABELS: CodeMessages<StoreLabelCode> = {
  'session-only': 'connection.store.session-only',
  'macos-keychain': 'connection.store.macos-keychain',
  'windows-credential-manager': 'connection.store.windows-credential-manager',
  'secret-service': 'connection.store.secret-service',
  'secret-service-collection': 'connection.store.secret-service-collection',
}

/** What to do so that secrets are kept. */
export const STORE_HINTS: CodeMessages<StoreHintCode> = {
  'unlock-macos-keychain': 'connection.store.hint.unlock-macos-keychain',
  'windows-own-account': 'connection.store.hint.windows-own-account',
  'install-secret-service': 'connection.store.hint.install-secret-service',
}

/** What answered at a service URL (main/admin-client/probe.ts). */
export const PROBE_RESULTS: CodeMessages<ProbeCode> = {
  'admin-service': 'connection.test.admin-service',
  'no-health': 'connection.test.no-health',
  'not-admin': 'connection.test.not-admin',
}

/** Why the profile file was set aside (main/profiles/file-store.ts). */
export const PROFILES_NOTICES: CodeMessages<ProfilesNoticeCode> = {
  'profiles-set-aside-not-json': 'connection.profiles-notice.not-json',
  'profiles-set-aside-format': 'connection.profiles-notice.format',
  'profiles-set-aside-format-at': 'connection.profiles-notice.format-at',
}
