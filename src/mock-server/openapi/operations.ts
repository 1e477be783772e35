import type { EndpointName } from '#shared/api/index.ts'

/** The document's tags, in the order a reader meets them. */
export const TAGS = [
  { name: 'service', description: 'Whether the service answers, and this document.' },
  {
    name: 'auth',
    description:
      'Bearer sessions from a username and password, and who the presented credentials belong to. An API key (X-API-Key) needs no session.',
  },
  {
    name: 'devices',
    description:
      'Registering devices (created in memory, stored once paired) and listing them, serial ids exactly as stored.',
  },
  { name: 'pairing', description: 'Attaching devices to a location and detaching them.' },
  {
    name: 'demo',
    description:
      'Demo only (`x-demo-only`): the mock service playing a sensor, so the match of registry and sensor reports can be tried offline. No real service has these operations.',
  },
  { name: 'directory', description: 'API keys (never their secrets), accounts and locations.' },
] as const

type Tag = (typeof TAGS)[number]['name']

/**
 * Statuses an operation answers beyond those every operation can (200, 400, 403, 405, 408, 431): each
 * is one the service's code can send for this operation, and the Prism test sends a request for it.
 */
export type OperationStatus = 401 | 404 | 409 | 413 | 415 | 429

export interface OperationDoc {
  tag: Tag
  description: string
  statuses: readonly OperationStatus[]
}

const SCOPE =
  'The account is `accountId`; an account admin may leave it out (its own account), tenant and super admins must give it (else 400). An account outside the caller’s reach is 403; one that does not exist is 404 to a super admin and 403 to others.'
/** Credentials and a JSON body: what every authenticated POST can be refused for. */
const AUTH_POST = [401, 413, 415] as const
/** Credentials and an account: what every account-scoped operation can be refused for. */
const SCOPED = [401, 404] as const

/** One entry per operation of the shared endpoint table, and the document itself. */
export const OPERATIONS: Record<EndpointName | 'openApi', OperationDoc> = {
  health: {
    tag: 'service',
    description: 'Answers `{"status":"OK"}` while the service runs; needs no credentials.',
    statuses: [],
  },
  openApi: {
    tag: 'service',
    description:
      'This OpenAPI 3.1 document, generated from the zod schemas the service parses requests with.',
    statuses: [],
  },
  login: {
    tag: 'auth',
    description:
      'Exchanges a username and password for a bearer token, sent afterwards as `Authorization: Bearer <token>` until `expiresAt`. A wrong username or password is 401; too many failed sign-ins for one username or client are 429 with `Retry-After`.',
    statuses: [401, 413, 415, 429],
  },
  logout: {
    tag: 'auth',
    description:
      'Ends the session of the presented bearer token. An API key has no session to end (400). A body, if sent, must be JSON.',
    statuses: AUTH_POST,
  },
  whoAmI: {
    tag: 'auth',
    description:
      'The principal behind the presented credentials (role, tenant, account; for an API key its id), never a secret.',
    statuses: [401],
  },
  listApiKeys: {
    tag: 'directory',
    description:
      'Lists the API keys of a scope without their secrets: `accountId` (account scope) or `tenantId` (tenant scope: the tenant’s own keys and those of its accounts), not both (400). Neither: the caller’s own scope; a super admin must give one (400). Account admins list their account, tenant admins their tenant; members nothing (403).',
    statuses: SCOPED,
  },
  createApiKey: {
    tag: 'directory',
    description:
      'Extension. Creates an API key of the caller’s role or lower (a higher role is 403; members create none), within its reach: `accountId` (account scope: accountAdmin or member) or `tenantId` (tenant scope: superAdmin, tenantAdmin or member), neither meaning the caller’s own scope. `expiresAt`, if given, must lie ahead; without it the key works until revoked. The answer is the only one that ever holds the secret; the service keeps its SHA-256. An empty or over-long name, a past expiry, a chosen `secret` or an unknown field is 400 naming it.',
    statuses: [...AUTH_POST, 404],
  },
  revokeApiKey: {
    tag: 'directory',
    description:
      'Extension. Revokes the key with this `id` at once: from then on it is refused with 401. A key outside the caller’s reach is 404, as an unknown one; a key of a higher role than the caller’s is 403. Revoking a revoked key changes nothing and answers its record.',
    statuses: [...AUTH_POST, 404],
  },
  upsertDevice: {
    tag: 'devices',
    description: `Creates a device, or updates the one the account has with that serialId; never changes its pairing. The body is exactly serialId, deviceType, name and info; the serial id must follow the sensor's layout for its device type (400 names the part that is wrong). A new device lives in memory until it is paired. ${SCOPE}`,
    statuses: [...AUTH_POST, 404, 409],
  },
  pair: {
    tag: 'pairing',
    description: `Pairs every listed device to the location, all or nothing: an unknown location or serial id is 404 and nothing is paired. Pairing a paired device moves it; paired devices are committed to the database before the answer. ${SCOPE}`,
    statuses: [...AUTH_POST, 404],
  },
  unpairDevice: {
    tag: 'pairing',
    description: `Detaches the device from its location; it stays stored. \`unpaired\` is false when it was not paired; an unknown serial id is 404. ${SCOPE}`,
    statuses: SCOPED,
  },
  getDevicesForLocations: {
    tag: 'devices',
    description: `The devices paired to the given locations (comma-separated ids; all of the account’s locations when left out), serial ids exactly as stored. An unknown location is 404. ${SCOPE}`,
    statuses: SCOPED,
  },
  listAccounts: {
    tag: 'directory',
    description:
      'The accounts within the caller’s reach, each with its tenant; members have none (403).',
    statuses: [401],
  },
  listLocations: {
    tag: 'directory',
    description: `The account’s locations, each with the location that contains it where known. ${SCOPE}`,
    statuses: SCOPED,
  },
  listDevices: {
    tag: 'devices',
    description: `Every device of the account, paired or not, with whether it is stored. ${SCOPE}`,
    statuses: SCOPED,
  },
  sensorReport: {
    tag: 'demo',
    description: `Demo only: the mock service plays a sensor. The body is \`{"devices":[{serialId, deviceType, name, info}]}\` (at most 1,000); each serial id is checked like a registration (400 names the device and the part that is wrong, and nothing is applied). A device the account has gets \`lastReportedAt\` (now); one it does not have is created with \`source: "sensor"\`, stored and unpaired. Names and info of known devices stay as they are. ${SCOPE}`,
    statuses: [...AUTH_POST, 404],
  },
}
