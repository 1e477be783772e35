import { z } from 'zod'
import { DeviceBasicsSchema } from '../api/devices.ts'
import { LIMITS } from '../api/limits.ts'
import { NEAR_MISS_RULES, type NearMissRule } from '../match/near-miss.ts'
import { codedTextSchema, saidSchema } from './coded-text-schema.ts'
import { AccountScope, changeInputSchema, DeviceFieldsInputSchema } from './registry.ts'
import { IpcErrorSchema } from './result.ts'

// The match check: every device this account's admins registered against what sensors report.

const RULES = Object.keys(NEAR_MISS_RULES) as [NearMissRule, ...NearMissRule[]]

/** A device as the check saw it: what a repair compares with before it changes anything. */
export const SeenDeviceSchema = DeviceBasicsSchema
export type SeenDevice = z.infer<typeof SeenDeviceSchema>

export const NearMissFoundSchema = z.object({
  /** The device a sensor reports: the same hardware written another way. */
  reported: SeenDeviceSchema.extend({ lastReportedAt: z.string().nullable() }),
  rule: z.enum(RULES),
  certainty: z.enum(['certain', 'likely']),
  evidence: codedTextSchema(RULES),
})
export type NearMissFound = z.infer<typeof NearMissFoundSchema>

/**
 * matched: a sensor reported exactly this id (lastReportedAt: when it last did); waiting: never
 * reported (registeredAt: since when, where this app registered it); near-miss: a sensor reports it
 * written another way; unknown: the service does not say whether a sensor reported it.
 */
export const MatchStatusSchema = z.enum(['near-miss', 'waiting', 'unknown', 'matched'])
export type MatchStatus = z.infer<typeof MatchStatusSchema>

export const MatchEntrySchema = z.object({
  device: SeenDeviceSchema,
  status: MatchStatusSchema,
  lastReportedAt: z.string().nullable(),
  registeredAt: z.string().nullable(),
  /** Certain ones first. */
  nearMisses: z.array(NearMissFoundSchema),
})
export type MatchEntry = z.infer<typeof MatchEntrySchema>

/** What the check cannot know against this service, and why. */
export const MATCH_LIMIT_CODES = ['no-report-times', 'paired-only'] as const
export const MatchLimitSchema = saidSchema(MATCH_LIMIT_CODES)

export const MatchCheckSchema = z.object({
  /** Near-misses first, then waiting, unknown, matched. */
  entries: z.array(MatchEntrySchema),
  counts: z.object({
    registered: z.number().int(),
    matched: z.number().int(),
    waiting: z.number().int(),
    unknown: z.number().int(),
    nearMiss: z.number().int(),
  }),
  limits: z.array(MatchLimitSchema),
  checkedAt: z.string(),
})
export type MatchCheck = z.infer<typeof MatchCheckSchema>

export const CheckMatchInputSchema = z.strictObject(AccountScope)

const RepairItemSchema = z.strictObject({
  /** The admin's entry and the sensor's, as the check showed them. */
  registered: SeenDeviceSchema,
  reported: SeenDeviceSchema,
  /** A likely near-miss is repaired only when the admin said so. */
  confirmLikely: z.boolean().default(false),
})

export const RepairInputSchema = changeInputSchema(RepairItemSchema.shape)

/** Repairs made in one call, the account listed once for all of them (the window sends chunks of this). */
export const MAX_REPAIRS = 500

export const RepairManyInputSchema = changeInputSchema({
  repairs: z.array(RepairItemSchema).min(1).max(MAX_REPAIRS),
})

export const REPAIR_CODES = ['repaired'] as const
export const RepairOutputSchema = z.object({
  text: codedTextSchema(REPAIR_CODES),
  /** The journal entries of the repair; the last is the replacement, which undoes it as a whole. */
  entryIds: z.array(z.number().int()),
})
export type RepairOutput = z.infer<typeof RepairOutputSchema>

/** What became of each repair asked for, in the order asked: made, or refused (saying why) with nothing changed. */
export const RepairManyOutputSchema = z.object({
  outcomes: z.array(
    z.union([
      RepairOutputSchema.extend({ serialId: z.string(), ok: z.literal(true) }),
      z.object({ serialId: z.string(), ok: z.literal(false), error: IpcErrorSchema }),
    ]),
  ),
})
export type RepairManyOutput = z.infer<typeof RepairManyOutputSchema>

export const PlaySensorInputSchema = z.strictObject({
  ...AccountScope,
  /** What to report; left out: what detection finds on this PC. */
  devices: z.array(DeviceFieldsInputSchema).max(LIMITS.devicesPerSensorReport).optional(),
})
export const PlaySensorOutputSchema = z.object({
  /** false: the service is no demo service (it has no sensor report). */
  played: z.boolean(),
  reported: z.array(z.string()),
  created: z.number().int(),
})
export type PlaySensorOutput = z.infer<typeof PlaySensorOutputSchema>
