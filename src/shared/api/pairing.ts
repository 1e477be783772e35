import { z } from 'zod'
import { wellFormedOnly } from '../well-formed.ts'
import { IdSchema, OkStatus } from './common.ts'
import { LIMITS } from './limits.ts'

export const PairRequestSchema = wellFormedOnly(
  z.strictObject({
    locationId: IdSchema,
    deviceSerialIDs: z
      .array(z.string().min(1).max(LIMITS.serialIdLength))
      .min(1, 'deviceSerialIDs must list at least one serial id')
      .max(
        LIMITS.serialIdsPerPair,
        `deviceSerialIDs may list at most ${LIMITS.serialIdsPerPair} serial ids`,
      ),
  }),
)
export type PairRequest = z.infer<typeof PairRequestSchema>

export const PairResponseSchema = z.object({ status: OkStatus, paired: z.array(z.string()) })
export type PairResponse = z.infer<typeof PairResponseSchema>

export const UnpairQuerySchema = wellFormedOnly(
  z.strictObject({
    accountId: IdSchema.optional(),
    serialId: z.string().min(1, 'serialId is required').max(LIMITS.serialIdLength),
  }),
)

export const UnpairResponseSchema = z.object({ status: OkStatus, unpaired: z.boolean() })
export type UnpairResponse = z.infer<typeof UnpairResponseSchema>
