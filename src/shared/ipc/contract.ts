import { z } from 'zod'
import { ApiKeyRecordSchema } from '../api/api-keys.ts'
import { apiKeyMethods } from './api-keys.ts'
import { DeviceSchema } from '../api/devices.ts'
import { AccountSchema, LocationSchema } from '../api/extensions.ts'
import {
  DeskTemplateInputSchema,
  ExportFileSchema,
  ExportInputSchema,
  ImportEncodingSchema,
  ImportFileSchema,
  ImportPlanInputSchema,
  ImportPreviewSchema,
  ImportReportSchema,
  OpenImportInputSchema,
  PreviewRowSchema,
  PreviewRowsInputSchema,
  RowCellsSchema,
  SaveFileInputSchema,
  SaveMappingInputSchema,
  SaveFileResultSchema,
} from './import.ts'
import type { SubscribeToEvent } from './events.ts'
import { DetectInputSchema, DetectionSchema } from './detect.ts'
import type { IpcMethod } from './methods.ts'
import {
  CheckMatchInputSchema,
  MatchCheckSchema,
  PlaySensorInputSchema,
  PlaySensorOutputSchema,
  RepairInputSchema,
  RepairManyInputSchema,
  RepairManyOutputSchema,
  RepairOutputSchema,
} from './match.ts'
import {
  AccountScope,
  ActivityFilterSchema,
  ForgetLostInputSchema,
  ListActivityInputSchema,
  ListActivityOutputSchema,
  LostDevicesSchema,
  PairDevicesInputSchema,
  PutDevicesInputSchema,
  PutDevicesOutputSchema,
  RestoreLostInputSchema,
  RestoreLostOutputSchema,
  UndoInputSchema,
  UndoOutputSchema,
  UnpairDevicesInputSchema,
  UnpairResultSchema,
  UpdateDeviceInputSchema,
  DeviceStateSchema,
  JournalNoticeSchema,
} from './registry.ts'
import {
  SurveyConfirmInputSchema,
  SurveyConfirmOutputSchema,
  SurveyReportSchema,
  SurveyStartInputSchema,
  SurveyStateSchema,
  SurveyUndoOutputSchema,
} from './survey.ts'
import { UpdateStatusSchema } from './updates.ts'
import type { Result } from './result.ts'
import { wellFormedOnly } from '../well-formed.ts'
import {
  ProfilesStateSchema,
  ProfileSummarySchema,
  SaveProfileInputSchema,
  SessionStateSchema,
  TestConnectionOutputSchema,
  SignInInputSchema,
} from './session.ts'

export const AppInfoSchema = z.object({ name: z.string(), version: z.string() })
export type AppInfo = z.infer<typeof AppInfoSchema>

export const ListResultSchemas = {
  /** supported: false when the service lacks the (extension) list; the GUI then reduces the feature. */
  accounts: z.object({ supported: z.boolean(), accounts: z.array(AccountSchema) }),
  /** hierarchy: the service says which location contains which (locations carry parentId). */
  locations: z.object({
    supported: z.boolean(),
    hierarchy: z.boolean(),
    locations: z.array(LocationSchema),
  }),
  /**
   * complete: false when only paired devices could be listed (no /admin/devices on the service); lost:
   * the devices this app registered that the service no longer has (compared with the journal).
   */
  devices: z.object({
    complete: z.boolean(),
    devices: z.array(DeviceSchema),
    lost: LostDevicesSchema,
  }),
}

/** An error the window caught (a React render error, an uncaught error or rejection), for the log. */
export const RendererErrorSchema = z.strictObject({
  source: z.enum(['render', 'uncaught', 'unhandledRejection']),
  name: z.string().max(200),
  message: z.string().max(4_000),
  stack: z.string().max(16_000).optional(),
  componentStack: z.string().max(16_000).optional(),
})
export type RendererError = z.infer<typeof RendererErrorSchema>

type MethodSchemas = { input: z.ZodType; output: z.ZodType }

/** Inputs taken as the window sent them: a diagnostic is logged whole (a broken string may be the bug). */
export const INPUTS_AS_SENT: ReadonlySet<IpcMethod> = new Set(['reportRendererError'])

/** Every other input refuses lone surrogates in any string: what main sends on or stores is what was typed. */
function withWellFormedInputs<C extends Record<IpcMethod, MethodSchemas>>(contract: C): C {
  const entries = Object.entries(contract).map(([method, schemas]) => [
    method,
    INPUTS_AS_SENT.has(method as IpcMethod)
      ? schemas
      : { ...schemas, input: wellFormedOnly(schemas.input) },
  ])
  return Object.fromEntries(entries) as C
}

/** One contract for both sides: main parses input and output with it, the renderer is typed by it. */
export const ipcContract = withWellFormedInputs({
  getAppInfo: { input: z.undefined(), output: AppInfoSchema },

  listProfiles: { input: z.undefined(), output: ProfilesStateSchema },
  saveProfile: { input: SaveProfileInputSchema, output: ProfileSummarySchema },
  removeProfile: { input: z.strictObject({ id: z.string() }), output: ProfilesStateSchema },
  useProfile: { input: z.strictObject({ id: z.string() }), output: SessionStateSchema },

  getSession: { input: z.undefined(), output: SessionStateSchema },
  /** Asks the active profile's service now whether it answers; signs in again when it does again. */
  checkConnection: { input: z.undefined(), output: SessionStateSchema },
  /** Whether a service URL answers, before or after it is saved in a profile (no credentials sent). */
  testConnection: {
    input: z.strictObject({ baseUrl: z.string().trim().min(1), allowInsecureHttp: z.boolean() }),
    output: TestConnectionOutputSchema,
  },
  signIn: { input: SignInInputSchema, output: SessionStateSchema },
  /** forgetSecret: also delete the stored API key or remembered password from the keychain. */
  signOut: { input: z.strictObject({ forgetSecret: z.boolean() }), output: SessionStateSchema },
  /** Offline demo only: restarts its service on a fresh copy of the demo seed and signs in again. */
  resetDemo: { input: z.undefined(), output: SessionStateSchema },

  listAccounts: { input: z.undefined(), output: ListResultSchemas.accounts },
  listLocations: { input: z.strictObject(AccountScope), output: ListResultSchemas.locations },
  listDevices: { input: z.strictObject(AccountScope), output: ListResultSchemas.devices },
  /**
   * Puts devices in: each registered (created or updated) and paired to its location in one call, a
   * result per device. Without a location a device is refused unless keepUnpaired says so.
   */
  putDevices: { input: PutDevicesInputSchema, output: PutDevicesOutputSchema },
  /** A device's new name or info (type and pairing stay); before and after go to the journal. */
  updateDevice: {
    input: UpdateDeviceInputSchema,
    output: z.object({
      device: DeviceSchema,
      before: DeviceStateSchema.nullable(),
      entryIds: z.array(z.number().int()),
    }),
  },
  /** Pairs (or moves) devices to a location, all or none. */
  pairDevices: {
    input: PairDevicesInputSchema,
    output: z.object({ paired: z.array(z.string()), entryIds: z.array(z.number().int()) }),
  },
  /** Detaches devices from their locations, one request each; a result per device. */
  unpairDevices: {
    input: UnpairDevicesInputSchema,
    output: z.object({ results: z.array(UnpairResultSchema) }),
  },
  listApiKeys: {
    input: z.strictObject({ tenantId: z.string().optional(), accountId: z.string().optional() }),
    output: z.object({ apiKeys: z.array(ApiKeyRecordSchema) }),
  },
  ...apiKeyMethods,
  /** Logs the error; returns its text as logged (every secret main knows masked), for the window to show. */
  reportRendererError: { input: RendererErrorSchema, output: z.object({ report: z.string() }) },
  /** The devices the sensor would report on this machine, and where each is registered. */
  detectDevices: { input: DetectInputSchema, output: DetectionSchema },

  /**
   * Surveying a floor: desk after desk, what was plugged in since the laptop's baseline is proposed for
   * the desk in hand and put in and paired by one confirmation. Start takes the baseline; state detects
   * again (the window asks every 2 s) and is null when no survey runs.
   */
  surveyStart: { input: SurveyStartInputSchema, output: SurveyStateSchema },
  surveyState: {
    input: z.strictObject({ detect: z.boolean().default(true) }),
    output: SurveyStateSchema.nullable(),
  },
  /** Puts in what is proposed (or chosen) for the desk and pairs it there, via 'survey'. */
  surveyConfirm: { input: SurveyConfirmInputSchema, output: SurveyConfirmOutputSchema },
  surveySkip: { input: z.undefined(), output: SurveyStateSchema },
  /** The desk visited before this one. */
  surveyBack: { input: z.undefined(), output: SurveyStateSchema },
  surveyGoTo: {
    input: z.strictObject({ deskId: z.string().min(1).max(128) }),
    output: SurveyStateSchema,
  },
  /** Takes back the last desk confirmed (each pair or move through the journal's undo); it is in hand again. */
  surveyUndo: { input: z.undefined(), output: SurveyUndoOutputSchema },
  /** Desks done, skipped, without a dock, devices moved; with the CSV. */
  surveyReport: { input: z.undefined(), output: SurveyReportSchema },
  /** The laptop as it is now becomes its own again (what was plugged in at the start is unplugged). */
  surveyRebaseline: { input: z.undefined(), output: SurveyStateSchema },
  surveyEnd: { input: z.undefined(), output: z.object({ ended: z.boolean() }) },

  /** The activity journal: this app's changes, newest first, a page at a time. */
  listActivity: { input: ListActivityInputSchema, output: ListActivityOutputSchema },
  exportActivity: {
    input: ActivityFilterSchema,
    output: z.object({ fileName: z.string(), content: z.string(), count: z.number().int() }),
  },
  /** Takes back a rename, info change, pair, move or unpair while the device is as it left it. */
  undoActivity: { input: UndoInputSchema, output: UndoOutputSchema },
  /** Devices this app registered that the service no longer has. */
  findLostDevices: {
    input: z.strictObject(AccountScope),
    output: LostDevicesSchema,
  },
  restoreLostDevices: { input: RestoreLostInputSchema, output: RestoreLostOutputSchema },
  /** Stops reporting these lost devices (the admin gave up on them). */
  forgetLostDevices: {
    input: ForgetLostInputSchema,
    output: z.object({ forgotten: z.number().int() }),
  },
  /** What went wrong with the journal file (this start or an earlier one), until dismissed. */
  journalNotices: {
    input: z.undefined(),
    output: z.object({ notices: z.array(JournalNoticeSchema) }),
  },
  /** The admin has read the journal's notices: no later start shows them again. */
  dismissJournalNotices: {
    input: z.undefined(),
    output: z.object({ notices: z.array(JournalNoticeSchema) }),
  },
  /** Every device this account's admins registered against what sensors report; changes nothing. */
  checkMatch: { input: CheckMatchInputSchema, output: MatchCheckSchema },
  /** One near-miss repaired (journaled; its replacement entry undoes it as a whole). */
  repairNearMiss: { input: RepairInputSchema, output: RepairOutputSchema },
  repairNearMisses: { input: RepairManyInputSchema, output: RepairManyOutputSchema },
  /** The demo service plays a sensor: what detection finds on this PC is reported to it. */
  playSensor: { input: PlaySensorInputSchema, output: PlaySensorOutputSchema },
  /** The location of the last pairing in this profile and account: every way in offers it first. */
  lastLocation: {
    input: z.strictObject(AccountScope),
    output: z.object({ locationId: z.string().nullable() }),
  },

  /** Reads an import file (CSV or export's JSON) from its bytes; the preview and send name it by importId. */
  openImport: { input: OpenImportInputSchema, output: ImportFileSchema },
  previewImport: { input: ImportPlanInputSchema, output: ImportPreviewSchema },
  /** Plans afresh and sends; progress comes as importProgress events; ends with the per-row report. */
  sendImport: { input: ImportPlanInputSchema, output: ImportReportSchema },
  /** Stops a running send after the rows in flight. */
  cancelImport: {
    input: z.strictObject({ importId: z.string().min(1).max(64) }),
    output: z.object({ cancelling: z.boolean() }),
  },
  importReportCsv: {
    input: z.strictObject({ importId: z.string().min(1).max(64) }),
    output: z.object({ fileName: z.string(), content: z.string() }),
  },
  /** A page of the last preview's rows (filtered), so the window never holds 100,000 of them at once. */
  previewRows: {
    input: PreviewRowsInputSchema,
    output: z.object({
      rows: z.array(PreviewRowSchema),
      total: z.number().int(),
      offset: z.number().int(),
    }),
  },
  /** One row's cells as the file has them (with the preview's edits), to edit in the preview. */
  importRowCells: {
    input: z.strictObject({ importId: z.string().min(1).max(64), row: z.number().int() }),
    output: RowCellsSchema,
  },
  /** Keeps a mapping by name for files with these headers (the app's config folder, never a secret). */
  saveImportMapping: { input: SaveMappingInputSchema, output: z.object({ name: z.string() }) },
  /** Forgets the choices and edits remembered for this very file. */
  forgetImportChoices: {
    input: z.strictObject({ importId: z.string().min(1).max(64) }),
    output: z.object({ forgotten: z.boolean() }),
  },
  /** Reads the file again from disk (main knows its path), under the same importId. */
  rereadImport: {
    input: z.strictObject({
      importId: z.string().min(1).max(64),
      encoding: ImportEncodingSchema.optional(),
    }),
    output: ImportFileSchema,
  },
  /** Electron: an open dialog in main, which then reads the file from its path. Elsewhere 'unsupported'. */
  chooseImportFile: {
    input: z.strictObject({ encoding: ImportEncodingSchema.optional() }),
    output: z.object({
      outcome: z.enum(['opened', 'cancelled', 'unsupported']),
      file: ImportFileSchema.optional(),
    }),
  },
  /** Every desk under a site or floor, with empty columns for its dock's and monitors' ids. */
  exportDeskTemplate: { input: DeskTemplateInputSchema, output: ExportFileSchema },
  exportDevices: { input: ExportInputSchema, output: ExportFileSchema },
  /** Electron: a save dialog in main. Elsewhere 'download': the window saves it itself. */
  saveFile: { input: SaveFileInputSchema, output: SaveFileResultSchema },

  /** Whether updates are on, managed, found, downloading or ready; changes come as updateStatus events. */
  getUpdateStatus: { input: z.undefined(), output: UpdateStatusSchema },
  /** Quits, installs the downloaded update and starts again; refused while an import is being sent. */
  restartToUpdate: { input: z.undefined(), output: z.object({ restarting: z.literal(true) }) },
  /** A build that cannot install updates itself (not code-signed): opens the new version's release page. */
  openReleasePage: { input: z.undefined(), output: z.object({ opened: z.boolean() }) },

  /**
   * The window's language choice, sent when it changes: the native menu speaks it too ("system": the
   * system's preferred languages, as main sees them). The menu's language; null without a menu.
   */
  setMenuLanguage: {
    input: z.strictObject({ choice: z.enum(['system', 'en', 'de']) }),
    output: z.object({ language: z.enum(['en', 'de']).nullable() }),
  },
} satisfies Record<IpcMethod, MethodSchemas>)

export type IpcContract = typeof ipcContract
export type IpcInput<M extends IpcMethod> = z.input<IpcContract[M]['input']>
export type IpcOutput<M extends IpcMethod> = z.output<IpcContract[M]['output']>

/** What the renderer sees as `window.api`: one named method per contract entry, and `on` for events. */
export type Api = { [M in IpcMethod]: (input: IpcInput<M>) => Promise<Result<IpcOutput<M>>> } & {
  on: SubscribeToEvent
}

/** What main implements: plain async functions; errors are thrown and mapped by the dispatcher. */
export type IpcHandlers = {
  [M in IpcMethod]: (input: z.output<IpcContract[M]['input']>) => Promise<IpcOutput<M>>
}
