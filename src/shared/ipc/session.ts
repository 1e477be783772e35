import { z } from 'zod'
import { PrincipalSchema } from '../api/auth.ts'
import { ERROR_TEXT_CODES } from '../error-texts.ts'
import { passedOnTextSchema, saidSchema } from './coded-text-schema.ts'
import { IpcErrorSchema } from './result.ts'

export const ProfileKindSchema = z.enum(['offline', 'remote'])
export const AuthMethodSchema = z.enum(['apiKey', 'login'])

/** A profile as the renderer sees it: no secret, only whether the keychain holds one. */
export const ProfileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: ProfileKindSchema,
  /** Remote: the service's base URL. Offline: null (the embedded service's URL is in the session). */
  baseUrl: z.string().nullable(),
  authMethod: AuthMethodSchema,
  /** Login profiles: the username to sign in with. */
  username: z.string().nullable(),
  /** The keychain holds this profile's API key or remembered password. */
  hasStoredSecret: z.boolean(),
  allowInsecureHttp: z.boolean(),
  defaultAccountId: z.string().nullable(),
})
export type ProfileSummary = z.infer<typeof ProfileSummarySchema>

/** Why an unreadable profile file was set aside: not JSON, or not the profile format (at a field). */
export const PROFILES_NOTICE_CODES = [
  'profiles-set-aside-not-json',
  'profiles-set-aside-format',
  'profiles-set-aside-format-at',
] as const
export type ProfilesNoticeCode = (typeof PROFILES_NOTICE_CODES)[number]
export const ProfilesNoticeSchema = saidSchema(PROFILES_NOTICE_CODES)
export type ProfilesNotice = z.infer<typeof ProfilesNoticeSchema>

export const ProfilesStateSchema = z.object({
  profiles: z.array(ProfileSummarySchema),
  activeProfileId: z.string(),
  /** Set when the profile file was unreadable and was set aside: what happened and where it went. */
  notice: ProfilesNoticeSchema.nullable(),
})
export type ProfilesState = z.infer<typeof ProfilesStateSchema>

/** Add (no id) or edit (id) a remote profile. The secret is given at sign-in, never here. */
export const SaveProfileInputSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string().trim().min(1, 'Give the profile a name').max(100),
  baseUrl: z.string().trim().min(1, 'Give the service URL, like https://admin.example.com'),
  authMethod: AuthMethodSchema,
  username: z.string().trim().max(256).nullable().default(null),
  allowInsecureHttp: z.boolean().default(false),
  defaultAccountId: z.string().trim().max(128).nullable().default(null),
})
export type SaveProfileInput = z.input<typeof SaveProfileInputSchema>

export const SessionStatusSchema = z.enum(['signedIn', 'signedOut', 'starting', 'unreachable'])

/** Whether the profile's service answers, as main last saw it (it checks while the app is open). */
export const ConnectionSchema = z.object({
  state: z.enum(['reachable', 'unreachable']),
  /** When this state began (ISO 8601). */
  since: z.iso.datetime(),
  /** Why it cannot be reached, as a sentence; null while reachable. */
  message: z.string().nullable(),
  /** That sentence as a code and values, where main worded it. */
  text: IpcErrorSchema.shape.text,
  /**
   * When the service process started, where its health check says (an extension): a new value means
   * it restarted and forgot the devices never paired, so the window reloads and checks for them.
   */
  serviceStartedAt: z.string().nullable().optional(),
})
export type Connection = z.infer<typeof ConnectionSchema>

/** The keychain by name, or none (main/credentials/store-names.ts says them). */
export const STORE_LABEL_CODES = [
  'session-only',
  'macos-keychain',
  'windows-credential-manager',
  'secret-service',
  'secret-service-collection',
] as const
export type StoreLabelCode = (typeof STORE_LABEL_CODES)[number]
/** What to do so that secrets are kept, per platform. */
export const STORE_HINT_CODES = [
  'unlock-macos-keychain',
  'windows-own-account',
  'install-secret-service',
] as const
export type StoreHintCode = (typeof STORE_HINT_CODES)[number]

/** Where the profile's secret is kept, as main found it; never the secret itself. */
export const CredentialStoreSchema = z.object({
  /** keychain: the OS keychain holds it; sessionOnly: memory of this process, gone when the app quits. */
  kind: z.enum(['keychain', 'sessionOnly']),
  /** "macOS Keychain", "Secret Service (collection "Login")", "This session only: no keychain found"… */
  label: saidSchema(STORE_LABEL_CODES),
  /** sessionOnly: what to install or do so secrets are kept; null otherwise. */
  hint: saidSchema(STORE_HINT_CODES).nullable(),
})
export type CredentialStoreInfo = z.infer<typeof CredentialStoreSchema>

/** What answered at a service URL (main/admin-client/probe.ts). */
export const PROBE_CODES = ['admin-service', 'no-health', 'not-admin'] as const
export type ProbeCode = (typeof PROBE_CODES)[number]

/** "Test connection": what answered, and why it is not the admin service or why nothing answered. */
export const TestConnectionOutputSchema = z.object({
  reachable: z.boolean(),
  /** What answered; null when nothing did. */
  message: saidSchema(PROBE_CODES).nullable(),
  /** Why nothing answered, or why what answered is not the admin service; null when all is well. */
  error: IpcErrorSchema.nullable(),
})

/**
 * A part of the session's message: main's words with their code (shared/error-texts.ts), or a
 * failure's message as it came (no code: a service's own words). The parts' messages, joined by a space,
 * are the session's `message`.
 */
export const SessionPartSchema = passedOnTextSchema(ERROR_TEXT_CODES)
export type SessionPart = z.infer<typeof SessionPartSchema>

export const SessionStateSchema = z.object({
  profileId: z.string(),
  profileName: z.string(),
  kind: ProfileKindSchema,
  /** The URL requests go to (the embedded service's loopback URL when offline), once known. */
  serviceUrl: z.string().nullable(),
  status: SessionStatusSchema,
  principal: PrincipalSchema.nullable(),
  /** Why the session is signed out or unreachable, as a sentence; null when signed in. */
  message: z.string().nullable(),
  /** That message in parts, each with its code where main worded it; absent with no message. */
  parts: z.array(SessionPartSchema).optional(),
  /** null until the service was first asked. */
  connection: ConnectionSchema.nullable(),
  /** Where this profile's secret is kept; absent when the credential store cannot tell. */
  credentialStore: CredentialStoreSchema.optional(),
  /** Offline demo: the folder its database lives in (Reset demo office starts it afresh). */
  demoDataDir: z.string().optional(),
})
export type SessionState = z.infer<typeof SessionStateSchema>

export const SignInInputSchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('apiKey'),
    apiKey: z.string().min(1, 'Paste the API key').max(1024),
  }),
  z.strictObject({
    method: z.literal('password'),
    username: z.string().min(1, 'Give the username').max(256),
    password: z.string().min(1, 'Give the password').max(1024),
    /** Keep the password in the OS keychain to sign in again without asking. */
    remember: z.boolean(),
  }),
])
export type SignInInput = z.infer<typeof SignInInputSchema>
