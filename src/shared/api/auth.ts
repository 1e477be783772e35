import { z } from 'zod'
import { wellFormedOnly } from '../well-formed.ts'
import { IdSchema, OkStatus, RoleSchema } from './common.ts'

export const AUTH_HEADERS = { apiKey: 'x-api-key', authorization: 'authorization' } as const

/** Who a login or API key is: never carries a secret. */
export const PrincipalSchema = z.object({
  kind: z.enum(['user', 'apiKey']),
  /** The username, or the API key's name. */
  name: z.string(),
  role: RoleSchema,
  tenantId: IdSchema.optional(),
  accountId: IdSchema.optional(),
  /** Extension: the id of the API key signed in with (as GET /admin/apikey lists it); never its secret. */
  keyId: IdSchema.optional().meta({
    'x-extension': true,
    description:
      'Extension: for an API key, its id as GET /admin/apikey lists it (never the secret). Absent for users, or when the service does not say.',
  }),
})
export type Principal = z.infer<typeof PrincipalSchema>

export const LoginRequestSchema = wellFormedOnly(
  z.strictObject({
    username: z.string().min(1, 'username is required').max(256),
    password: z.string().min(1, 'password is required').max(1024),
  }),
)
export type LoginRequest = z.infer<typeof LoginRequestSchema>

export const LoginResponseSchema = z.object({
  status: OkStatus,
  token: z.string(),
  expiresAt: z.iso.datetime(),
  principal: PrincipalSchema,
})
export type LoginResponse = z.infer<typeof LoginResponseSchema>

export const LogoutResponseSchema = z.object({ status: OkStatus })

/** Extension: who the presented credentials belong to (lets an API-key profile show its role). */
export const WhoAmIResponseSchema = z.object({ status: OkStatus, principal: PrincipalSchema })
