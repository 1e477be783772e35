import { z } from 'zod'
import type { SaidText } from '../coded-text.ts'
import type { CandidateCode, PartErrorCode, WarningCode } from '../serial-id/index.ts'
import { passedOnTextSchema, saidSchema } from './coded-text-schema.ts'
import {
  DetectedDeviceSchema,
  DetectionSchema,
  DetectNoticeSchema,
  DeviceKindSchema,
  RegisteredSchema,
} from './detect.ts'
import { AccountScope, PutResultSchema, UNDO_CODES } from './registry.ts'
import { IpcErrorTextSchema } from './result.ts'

// Surveying a floor: desk after desk, what was plugged in at each is put in and paired to it. Main's
// survey (src/core/survey) fills these in; the window and the command line show them.

/** What the survey says in its own words, by code; `message` is its English (the command line prints it). */
export const SURVEY_CODES = [
  // What looks like a desk's device in the baseline.
  'baseline-monitors',
  'baseline-dock',
  // What to do now.
  'hint-all-done',
  'hint-skipped-left',
  'hint-unplug',
  'hint-unplug-late',
  'hint-plugged',
  'hint-plug-in',
  // About a proposed item.
  'paired-elsewhere',
  'paired-here',
  'needs-choice',
  'dock-no-serial',
  'dock-tie',
  'dock-placeholder',
  'monitor-placeholder',
  'loose-beside-dock',
  'loose-no-dock',
  // Why a device of the dock is not its id.
  'part-hub',
  'part-no-serial',
  'part-ambiguous',
  'part-placeholder',
  'part-of-dock',
  // Why a device is not the desk's.
  'wifi-adapter',
  // An undo with nothing to take back.
  'nothing-changed',
] as const
export type SurveyCode = (typeof SURVEY_CODES)[number]
export type SurveyCodedText = SaidText<SurveyCode>

const SurveyCodedTextSchema = saidSchema(SURVEY_CODES)
/** The survey's own text (coded), or another's English passed on as it came (a serial id helper's warning). */
export const SurveyTextSchema = passedOnTextSchema(SURVEY_CODES).extend({
  /** The serial id helper's code, where the text is its part error (`values` are the helper's then). */
  partError: z.custom<PartErrorCode>((value) => typeof value === 'string').optional(),
  /** The serial id helper's code, where the text is its warning. */
  warning: z.custom<WarningCode>((value) => typeof value === 'string').optional(),
  /** What an undo did, where the text is the undo's (`values` are the undo's then). */
  undone: z.enum(UNDO_CODES).optional(),
  /** Why an undo was refused, where main worded it. */
  error: IpcErrorTextSchema.optional(),
})
export type SurveyText = z.infer<typeof SurveyTextSchema>

const LocationId = z.string().trim().min(1).max(128)

/** What a desk has paired now, by what it is to the desk. */
export const DeskDevicesSchema = z.object({
  docks: z.array(z.object({ serialId: z.string(), name: z.string() })),
  monitors: z.array(z.object({ serialId: z.string(), name: z.string() })),
  others: z.array(z.object({ serialId: z.string(), name: z.string(), kind: DeviceKindSchema })),
})
export type DeskDevices = z.infer<typeof DeskDevicesSchema>

/**
 * done: it has a dock paired, or was confirmed in a survey; skipped: passed over in this survey; open:
 * still to do.
 */
export const DeskStatusSchema = z.enum(['done', 'skipped', 'open'])
export type DeskStatus = z.infer<typeof DeskStatusSchema>

export const SurveyDeskSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The name without the floor's or site's own (`Desk 4.01` of `Floor 4 · Desk 4.01`). */
  label: z.string(),
  paired: DeskDevicesSchema,
  status: DeskStatusSchema,
  /** Confirmed in a survey (this one, or one before: the journal says so). */
  confirmed: z.boolean(),
})
export type SurveyDesk = z.infer<typeof SurveyDeskSchema>

/** One choice of id for an item: a candidate of an ambiguous device, or another device of the dock. */
export const SurveyOptionSchema = z.object({
  serialId: z.string(),
  label: z.string(),
  /** The serial id helper's code for a reading's label (the window words it); absent for a device's name. */
  labelCode: z.custom<CandidateCode>((value) => typeof value === 'string').optional(),
  labelValues: z.record(z.string(), z.string()).optional(),
})

/** Where a proposed device is in the account now. */
export const PlacementSchema = z.enum(['new', 'unpaired', 'here', 'elsewhere', 'unknown'])
export type Placement = z.infer<typeof PlacementSchema>

/** A device of the dock that is not its identity: a hub, a port, a function (audio, LAN), a keyboard. */
export const DockPartSchema = z.object({
  name: z.string(),
  serialId: z.string().optional(),
  where: z.string().optional(),
  /** Why it is not the dock's id. */
  why: SurveyCodedTextSchema,
})

/**
 * One thing proposed for the desk: the dock (the USB devices that arrived together, by the dock's own
 * id), a monitor, the dock's wired adapter, or another USB device (not proposed unless chosen).
 */
export const SurveyItemSchema = z.object({
  key: z.string(),
  role: z.enum(['dock', 'monitor', 'adapter', 'usb']),
  kind: DeviceKindSchema,
  deviceType: z.number().int(),
  /** The id put in unless another option is chosen; absent: none can be (no serial, or a choice to make). */
  serialId: z.string().optional(),
  /** Every id it may be put in as (two or more: a choice); the first is the default. */
  options: z.array(SurveyOptionSchema),
  /** A choice is needed before it can be put in (an ambiguous id): never registered silently. */
  needsChoice: z.boolean(),
  /** Put in by a confirmation unless left out. */
  proposed: z.boolean(),
  /** What the source calls it: `Dell dock`, `ZZT 27 QHD`. */
  model: z.string(),
  where: z.string().optional(),
  /** The name and info it is registered under: its own when registered, else one after the desk. */
  name: z.string(),
  info: z.string(),
  placement: PlacementSchema,
  registered: RegisteredSchema.nullable().optional(),
  warnings: DetectedDeviceSchema.shape.warnings,
  /** Paired elsewhere, no serial, a placeholder serial, why it is not proposed. */
  notes: z.array(SurveyTextSchema),
  /** The dock's other devices (hubs, ports, functions): never registered. */
  parts: z.array(DockPartSchema),
})
export type SurveyItem = z.infer<typeof SurveyItemSchema>

export const SurveyProposalSchema = z.object({
  /** Changes whenever what is plugged in changes: a confirmation names the one it saw. */
  revision: z.string(),
  items: z.array(SurveyItemSchema),
  /** Seen since the baseline and not for a desk (Wi-Fi adapters, VPNs), each with the reason. */
  ignored: z.array(z.object({ name: z.string(), why: SurveyTextSchema })),
})
export type SurveyProposal = z.infer<typeof SurveyProposalSchema>

/**
 * plug-in: the laptop is as at the baseline, waiting at the current desk; plugged: devices arrived,
 * proposed for it; unplug: the desk was confirmed or skipped while they are still plugged in;
 * complete: no desk is left open.
 */
export const SurveyPhaseSchema = z.enum(['plug-in', 'plugged', 'unplug', 'complete'])
export type SurveyPhase = z.infer<typeof SurveyPhaseSchema>

export const SurveyStateSchema = z.object({
  surveyId: z.string(),
  location: z.object({ id: z.string(), name: z.string() }),
  accountId: z.string().optional(),
  desks: z.array(SurveyDeskSchema),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  currentDeskId: z.string().nullable(),
  phase: SurveyPhaseSchema,
  /** What to do now (the window and the command line say the same). */
  hint: SurveyCodedTextSchema,
  proposal: SurveyProposalSchema.nullable(),
  /** The laptop's own devices, taken at the start: never proposed. */
  baseline: z.object({
    takenAt: z.string(),
    devices: z.array(z.object({ kind: DeviceKindSchema, name: z.string(), where: z.string() })),
    /** What looks like a desk's device in the baseline (an external monitor, a dock). */
    warnings: z.array(SurveyCodedTextSchema),
  }),
  machine: DetectionSchema.shape.machine,
  /** What this machine cannot see now (a reader refused or failed, a notice): said on the desk. */
  notices: z.array(DetectNoticeSchema),
  /** The desk an undo takes back, or null. */
  lastConfirmed: z.object({ deskId: z.string(), label: z.string() }).nullable(),
  /** Whether the devices could be looked up in the account, and why not. */
  registry: DetectionSchema.shape.registry.omit({ complete: true }),
  detectedAt: z.string(),
  /** The last detection's time and the survey's own work on it, in ms. */
  timing: z.object({ detectMs: z.number(), surveyMs: z.number() }),
})
export type SurveyState = z.infer<typeof SurveyStateSchema>

export const SurveyStartInputSchema = z.strictObject({ ...AccountScope, locationId: LocationId })

export const SurveyConfirmInputSchema = z.strictObject({
  deskId: LocationId,
  /** The proposal confirmed: refused when what is plugged in changed since. */
  revision: z.string().min(1).max(64),
  /** Choices made on the desk: another id for an item, or null to leave it out. */
  choices: z
    .array(z.strictObject({ key: z.string().max(600), serialId: z.string().max(256).nullable() }))
    .max(100)
    .default([]),
})

export const SurveyConfirmOutputSchema = z.object({
  state: SurveyStateSchema,
  deskId: z.string(),
  results: z.array(PutResultSchema),
})

export const SurveyUndoOutputSchema = z.object({
  state: SurveyStateSchema,
  deskId: z.string(),
  /** What each undo did (the journal's words), errors named; or that nothing had changed. */
  messages: z.array(SurveyTextSchema),
  failed: z.number().int(),
})

export const SurveyReportSchema = z.object({
  location: z.object({ id: z.string(), name: z.string() }),
  counts: z.object({
    total: z.number().int(),
    done: z.number().int(),
    skipped: z.number().int(),
    withoutDock: z.number().int(),
    moved: z.number().int(),
  }),
  desks: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      status: DeskStatusSchema,
      dock: z.string(),
      monitors: z.array(z.string()),
      others: z.array(z.string()),
    }),
  ),
  /** Devices a survey moved to one of these desks from another location (not undone). */
  moved: z.array(
    z.object({
      serialId: z.string(),
      name: z.string(),
      from: z.string(),
      to: z.string(),
      at: z.string(),
    }),
  ),
  fileName: z.string(),
  csv: z.string(),
})
export type SurveyReport = z.infer<typeof SurveyReportSchema>
