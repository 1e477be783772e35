import type { z } from 'zod'
import {
  ApiKeyCreateRequestSchema,
  ApiKeyCreateResponseSchema,
  ApiKeyListQuerySchema,
  ApiKeyListResponseSchema,
  ApiKeyRevokeRequestSchema,
  ApiKeyRevokeResponseSchema,
} from './api-keys.ts'
import {
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  WhoAmIResponseSchema,
} from './auth.ts'
import {
  AccountQuerySchema,
  DeviceListResponseSchema,
  DeviceUpsertRequestSchema,
  DeviceUpsertResponseSchema,
  GetDevicesForLocationsQuerySchema,
  SensorReportRequestSchema,
  SensorReportResponseSchema,
} from './devices.ts'
import {
  AccountListResponseSchema,
  HealthResponseSchema,
  LocationListResponseSchema,
} from './extensions.ts'
import { LIMITS } from './limits.ts'
import {
  PairRequestSchema,
  PairResponseSchema,
  UnpairQuerySchema,
  UnpairResponseSchema,
} from './pairing.ts'

export interface Endpoint {
  method: 'GET' | 'POST'
  path: string
  summary: string
  /** false: open (health, login, the OpenAPI document). */
  auth: boolean
  /** Beyond the spec: a client must cope with a 404 from a real service. */
  extension: boolean
  /** Demo-only: the mock service's own (playing a sensor); no real service has it. */
  demoOnly?: boolean
  query?: z.ZodType
  body?: z.ZodType
  /** The largest body taken, where more than the contract's 64 KiB. */
  bodyBytes?: number
  response: z.ZodType
}

/** Every operation of the service, once: the mock server routes, the client and OpenAPI read this. */
export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness check.',
    auth: false,
    extension: true,
    response: HealthResponseSchema,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Exchange a username and password for a bearer token.',
    auth: false,
    extension: false,
    body: LoginRequestSchema,
    response: LoginResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session of the presented bearer token.',
    auth: true,
    extension: false,
    response: LogoutResponseSchema,
  },
  whoAmI: {
    method: 'GET',
    path: '/auth/me',
    summary: 'The principal behind the presented credentials.',
    auth: true,
    extension: true,
    response: WhoAmIResponseSchema,
  },
  listApiKeys: {
    method: 'GET',
    path: '/admin/apikey',
    summary: 'List API keys of a tenant or account scope, without secrets.',
    auth: true,
    extension: false,
    query: ApiKeyListQuerySchema,
    response: ApiKeyListResponseSchema,
  },
  createApiKey: {
    method: 'POST',
    path: '/admin/apikey',
    summary: 'Create an API key; the answer holds its secret, this once.',
    auth: true,
    extension: true,
    body: ApiKeyCreateRequestSchema,
    response: ApiKeyCreateResponseSchema,
  },
  revokeApiKey: {
    method: 'POST',
    path: '/admin/apikey/revoke',
    summary: 'Revoke an API key at once: refused with 401 from then on.',
    auth: true,
    extension: true,
    body: ApiKeyRevokeRequestSchema,
    response: ApiKeyRevokeResponseSchema,
  },
  upsertDevice: {
    method: 'POST',
    path: '/admin/device',
    summary: 'Create or update a device, keyed by serialId; never changes pairing.',
    auth: true,
    extension: false,
    query: AccountQuerySchema,
    body: DeviceUpsertRequestSchema,
    response: DeviceUpsertResponseSchema,
  },
  pair: {
    method: 'POST',
    path: '/admin/pair',
    summary: 'Attach devices to a location (all or nothing); stores them in the database.',
    auth: true,
    extension: false,
    query: AccountQuerySchema,
    body: PairRequestSchema,
    response: PairResponseSchema,
  },
  unpairDevice: {
    method: 'GET',
    path: '/admin/unpairDevice',
    summary: 'Detach a device from its location; it stays stored.',
    auth: true,
    extension: false,
    query: UnpairQuerySchema,
    response: UnpairResponseSchema,
  },
  getDevicesForLocations: {
    method: 'GET',
    path: '/admin/getDevicesForLocations',
    summary: 'Devices paired to the given locations (all when left out), serial ids as stored.',
    auth: true,
    extension: false,
    query: GetDevicesForLocationsQuerySchema,
    response: DeviceListResponseSchema,
  },
  listAccounts: {
    method: 'GET',
    path: '/admin/accounts',
    summary: 'Accounts within the caller’s reach, with their tenant.',
    auth: true,
    extension: true,
    response: AccountListResponseSchema,
  },
  listLocations: {
    method: 'GET',
    path: '/admin/locations',
    summary: 'Locations of an account.',
    auth: true,
    extension: true,
    query: AccountQuerySchema,
    response: LocationListResponseSchema,
  },
  listDevices: {
    method: 'GET',
    path: '/admin/devices',
    summary: 'All devices of an account, paired or not.',
    auth: true,
    extension: true,
    query: AccountQuerySchema,
    response: DeviceListResponseSchema,
  },
  sensorReport: {
    method: 'POST',
    path: '/admin/sensorReport',
    summary: 'Demo only: report devices as a sensor would (known ones get lastReportedAt).',
    auth: true,
    extension: true,
    demoOnly: true,
    query: AccountQuerySchema,
    body: SensorReportRequestSchema,
    bodyBytes: LIMITS.sensorReportBodyBytes,
    response: SensorReportResponseSchema,
  },
} as const satisfies Record<string, Endpoint>

export type EndpointName = keyof typeof endpoints
