import { z } from 'zod'
import { DeviceBasicsSchema } from '../api/devices.ts'
import { LIMITS } from '../api/limits.ts'
import { saidSchema } from './coded-text-schema.ts'
import { IpcErrorSchema } from './result.ts'

// Changing the registry: one IPC method per intent (put devices in, update, pair or move, unpair, undo,
// restore), each written to the activity journal. Main's use cases (src/core/registry) fill these in.

/**
 * Where a change came from: the screen or the command (the surface, app or command line, is kept
 * beside it): register (the form, `device register`), read-from-tool, detect, import, devices (the
 * table, the drawer, pair and unpair), lost (the notice, `lost --restore`), activity (undo), survey,
 * profiles (the demo reset).
 */
export const EntryPointSchema = z.enum([
  'register',
  'read-from-tool',
  'detect',
  'import',
  'devices',
  'lost',
  'activity',
  'survey',
  'profiles',
  'match',
  'api-keys',
])
export type EntryPoint = z.infer<typeof EntryPointSchema>

/** Device operations act on this account; left out, the profile's default or the caller's own. */
export const AccountScope = { accountId: z.string().min(1).max(128).optional() }
const SerialId = z.string().min(1).max(LIMITS.serialIdLength)
/** The devices one change acts on: as many as one pairing request may name. */
const SerialIds = z.array(SerialId).min(1).max(LIMITS.serialIdsPerPair)
const LocationId = z.string().trim().min(1).max(128)

/** A change to the registry: the account it acts on, what it asks, and where it came from (journaled). */
export const changeInputSchema = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject({ ...AccountScope, ...shape, via: EntryPointSchema })

/** A device's four fields as a registration sends them. */
export const DeviceFieldsInputSchema = z.strictObject({
  serialId: SerialId,
  deviceType: z.number().int(),
  name: z.string().max(LIMITS.nameLength),
  info: z.string().max(LIMITS.infoLength),
})

/** A device to put in: its four fields and where to pair it (null: leave its pairing as it is). */
export const PutDeviceSchema = DeviceFieldsInputSchema.extend({ locationId: LocationId.nullable() })
export type PutDevice = z.infer<typeof PutDeviceSchema>

export const PutDevicesInputSchema = changeInputSchema({
  devices: z.array(PutDeviceSchema).min(1).max(LIMITS.serialIdsPerPair),
  /**
   * The admin chose, for this action, to leave devices without a location unpaired: the service keeps
   * such a device in memory only and forgets it when it restarts. Without it they are refused.
   */
  keepUnpaired: z.boolean(),
})
export type PutDevicesInput = z.infer<typeof PutDevicesInputSchema>

/** A device's fields as the journal and the undo know them. */
export const DeviceStateSchema = DeviceBasicsSchema.omit({ serialId: true })
export type DeviceState = z.infer<typeof DeviceStateSchema>

/** What became of one device put in: registered (or not), then paired (or why not). */
/** Main's own sentences about a device put in (the service's words are data and stay as they came). */
export const PUT_CODES = ['unchanged', 'location-required', 'cancelled', 'not-sent'] as const
export const PutTextSchema = saidSchema(PUT_CODES)
export type PutText = z.infer<typeof PutTextSchema>

export const PutResultSchema = z.object({
  serialId: z.string(),
  /** created, updated (fields changed), unchanged (nothing to send), or not registered (error). */
  outcome: z.enum(['created', 'updated', 'unchanged', 'failed', 'not_sent', 'cancelled']),
  /** The service's own words, when it answered. */
  message: z.string().optional(),
  error: IpcErrorSchema.optional(),
  /** The device as it was before (null: it did not exist; absent: unknown to the app). */
  before: DeviceStateSchema.nullable().optional(),
  /**
   * paired: paired to locationId now (moved when before had another); kept: already there; unpaired:
   * left unpaired as asked (memory only when new); failed / not_sent: pairing failed or was not tried.
   */
  pairing: z.enum(['paired', 'kept', 'unpaired', 'failed', 'not_sent']),
  locationId: z.string().nullable(),
  pairError: IpcErrorSchema.optional(),
  /** The activity entries this wrote (register or update, then pair or move). */
  entryIds: z.array(z.number().int()),
  /** Where main said it in its own words: that sentence, coded (the same as `message` or `error.message`). */
  text: PutTextSchema.optional(),
})
export type PutResult = z.infer<typeof PutResultSchema>

export const PutDevicesOutputSchema = z.object({ results: z.array(PutResultSchema) })

export const UpdateDeviceInputSchema = changeInputSchema(
  DeviceFieldsInputSchema.pick({ serialId: true, name: true, info: true }).shape,
)

export const PairDevicesInputSchema = changeInputSchema({
  locationId: LocationId,
  serialIds: SerialIds,
})

export const UnpairDevicesInputSchema = changeInputSchema({ serialIds: SerialIds })

/** One device unpaired, or was not paired, or why not (the rest stop at an error not about it). */
export const UnpairResultSchema = z.object({
  serialId: z.string(),
  unpaired: z.boolean(),
  error: IpcErrorSchema.optional(),
  entryIds: z.array(z.number().int()),
})
export type UnpairResult = z.infer<typeof UnpairResultSchema>

export const ActivityActionSchema = z.enum([
  'register',
  'update',
  'pair',
  'move',
  'unpair',
  'import',
  'restore',
  'forget',
  'reset',
  'replace',
  'create-key',
  'revoke-key',
  'rotate-key',
])
export type ActivityAction = z.infer<typeof ActivityActionSchema>

/** Who made a change: the principal signed in (never a secret). */
export const ActorSchema = z.object({
  kind: z.enum(['user', 'apiKey', 'unknown']),
  name: z.string(),
  role: z.string(),
})

/** The journal's sentences for runs and restores (main/journal/summaries.ts makes them). */
export const JOURNAL_SUMMARY_CODES = [
  'imported',
  'restored-paired',
  'restored-unpaired',
  'forgot-one',
  'forgot-many',
  'demo-reset',
  'replaced',
  'replace-undone',
  'key-created',
  'key-revoked',
  'key-rotated',
  'key-rotated-old-kept',
] as const
export type JournalSummaryCode = (typeof JOURNAL_SUMMARY_CODES)[number]
export const JournalSummarySchema = saidSchema(JOURNAL_SUMMARY_CODES)
export type JournalSummary = z.infer<typeof JournalSummarySchema>

/**
 * What went wrong with the journal file itself, kept until the admin dismisses it: set aside (damaged,
 * `path` where it went, what was carried over), entries waiting or not written, the write-ahead log
 * touched by another program, and what the reconciliation after a crash found.
 */
export const JOURNAL_NOTICE_CODES = [
  'set-aside',
  'set-aside-partly',
  'set-aside-unreadable',
  'waiting',
  'not-read',
  'not-written',
  'wal-missing',
  'wal-foreign',
  'wal-at-open',
  'recovered',
] as const
export type JournalNoticeCode = (typeof JOURNAL_NOTICE_CODES)[number]
export const JournalNoticeSchema = saidSchema(JOURNAL_NOTICE_CODES)
export type JournalNotice = z.infer<typeof JournalNoticeSchema>

/** One change this app made, as the journal keeps it. */
export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  profileId: z.string(),
  accountId: z.string(),
  who: ActorSchema,
  via: EntryPointSchema,
  /** The desktop app, the browser harness or the command line. */
  surface: z.enum(['app', 'web', 'cli']),
  action: ActivityActionSchema,
  serialId: z.string().nullable(),
  deviceType: z.number().int().nullable(),
  /** The device (or the run) before and after; null where there was none. */
  before: DeviceStateSchema.nullable(),
  after: DeviceStateSchema.nullable(),
  /**
   * A sentence for runs and restores (file, counts): coded, or only English in a journal written before
   * summaries had codes.
   */
  summary: z.union([JournalSummarySchema, z.object({ message: z.string() })]).nullable(),
  /** This entry undid that one. */
  undoOf: z.number().int().nullable(),
  /** That entry undid this one. */
  undoneBy: z.number().int().nullable(),
  /**
   * done: the service answered; pending: asked before the app stopped, not confirmed yet (the next
   * start checks it against the service); lost: the service does not have the device.
   */
  status: z.enum(['pending', 'done', 'lost']),
  /** Whether an undo is offered: rename, info change, pair, move and unpair not undone yet. */
  undoable: z.boolean(),
})
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>

export const ActivityFilterSchema = z.strictObject({
  ...AccountScope,
  serialId: z.string().max(LIMITS.serialIdLength).optional(),
  deviceType: z.number().int().optional(),
  actions: z.array(ActivityActionSchema).max(20).optional(),
  /** ISO 8601 date or date-time, inclusive. */
  since: z.string().max(40).optional(),
  until: z.string().max(40).optional(),
  /** Words that must all appear in the serial id, the name, who or the summary. */
  search: z.string().max(200).optional(),
})
export type ActivityFilter = z.infer<typeof ActivityFilterSchema>

export const ListActivityInputSchema = ActivityFilterSchema.extend({
  /** Newest first: skip this many, then at most limit. */
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(200),
})

export const ListActivityOutputSchema = z.object({
  total: z.number().int(),
  entries: z.array(ActivityEntrySchema),
  /** What went wrong with the journal file, kept until dismissed: what happened and where. */
  notices: z.array(JournalNoticeSchema),
})

export const UndoInputSchema = z.strictObject({
  entryId: z.number().int(),
  via: EntryPointSchema,
})
/** What an undo did: the name and info back, unpaired again, paired again. */
export const UNDO_CODES = ['undo-name-info', 'undo-unpaired', 'undo-paired', 'undo-repair'] as const
export type UndoCode = (typeof UNDO_CODES)[number]
export const UndoTextSchema = saidSchema(UNDO_CODES)
export type UndoText = z.infer<typeof UndoTextSchema>

export const UndoOutputSchema = z.object({
  /** What was done: its code and values, and the sentence in English. */
  text: UndoTextSchema,
  entry: ActivityEntrySchema,
})

/**
 * A device the journal says this app registered, which the service no longer has; its locationId is where
 * the journal last saw it paired (null: registered and never paired).
 */
export const LostDeviceSchema = DeviceBasicsSchema.extend({
  registeredAt: z.string(),
  /**
   * false: the service lists paired devices only, so a device the app left unpaired cannot be seen
   * there: it may still exist.
   */
  certain: z.boolean(),
})
export type LostDevice = z.infer<typeof LostDeviceSchema>

export const LostDevicesSchema = z.object({
  devices: z.array(LostDeviceSchema),
  /** When the comparison was made (ISO 8601). */
  checkedAt: z.string(),
  /** Set when the journal could not be read: which registrations are missing cannot be told. */
  unreadable: JournalNoticeSchema.optional(),
})
export type LostDevices = z.infer<typeof LostDevicesSchema>

export const RestoreLostInputSchema = changeInputSchema({
  serialIds: SerialIds,
  /** Where to pair them; null with keepUnpaired: registered again, unpaired. */
  locationId: LocationId.nullable(),
  keepUnpaired: z.boolean(),
})

export const RestoreResultSchema = PutResultSchema.extend({
  /** The service has it again already (a sensor reported it meanwhile): nothing was changed. */
  existed: z.boolean(),
})
export const RestoreLostOutputSchema = z.object({ results: z.array(RestoreResultSchema) })

export const ForgetLostInputSchema = changeInputSchema({
  serialIds: z.array(SerialId).min(1).max(100_000),
})
