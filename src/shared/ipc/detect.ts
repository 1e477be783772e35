import { z } from 'zod'
import { DEVICE_TYPES, type DeviceTypeName } from '../api/common.ts'
import type {
  CandidateCode,
  LeftOutCode,
  NoticeCode,
  PartErrorCode,
  WarningCode,
} from '../serial-id/index.ts'
import type { SaidText } from '../coded-text.ts'
import {
  CodedValuesSchema,
  MessageIdSchema,
  passedOnTextSchema,
  saidSchema,
} from './coded-text-schema.ts'

// Detection on this PC and registering what it found: the IPC shapes (main/detect fills them).

/** What detection says in its own words, by code; `message` is its English (the command line prints it). */
export const DETECT_CODES = [
  // Whose machine was read, when it is not the one the person sits at.
  'recorded-machine',
  'harness-machine',
  // The account could not be read.
  'not-looked-up',
  // Why a reader could not read.
  'reader-timeout',
  'reader-error',
  'tool-missing',
  'tool-not-recorded',
  'tool-could-not-run',
  'tool-failed',
  'tool-failed-silent',
  'not-readable',
  'macos-location',
  'windows-location',
  'netsh-unavailable',
  // What a reader noticed.
  'unknown-system',
  'gateway-uncached',
  'gateway-uncached-mac',
  'gateway-ipv6-uncached',
  'no-default-route',
  'no-default-route-mac',
  'no-displays',
  'random-address',
  'no-usb-bus',
  'usb-no-id',
  'no-wifi-adapter',
  // Why an interface or port was left out.
  'loopback',
  'traffic-shaping',
  'veth',
  'bridge',
  'bond',
  'tunnel',
  'vpn',
  'virtual',
  'link-type',
  'no-address',
  'root-hub',
] as const
export type DetectCode = (typeof DETECT_CODES)[number]
export type DetectCodedText = SaidText<DetectCode>

export const DetectCodedTextSchema = saidSchema(DETECT_CODES)
/** Detection's own text (coded), or one of the serial id helper's readers passed on as it came. */
export const DetectTextSchema = passedOnTextSchema(DETECT_CODES)
export type DetectText = z.infer<typeof DetectTextSchema>

export const DeviceKindSchema = z.enum(
  Object.keys(DEVICE_TYPES) as [DeviceTypeName, ...DeviceTypeName[]],
)

// The helper's codes are its own types, which have no schema: a string on the wire.
const code = <Code extends string>() => z.custom<Code>((value) => typeof value === 'string')

/** A text the serial id helper said: its code, its catalog message (the window formats it) and English. */
const helperSaid = <Code extends string>() =>
  z.object({
    code: code<Code>(),
    id: MessageIdSchema,
    values: CodedValuesSchema.optional(),
    message: z.string(),
  })

const WarningSchema = helperSaid<WarningCode>().extend({
  part: z.string().optional(),
  replacement: z.string().optional(),
})

/** Where a detected device's id is registered in the account, if it is. */
export const RegisteredSchema = z.object({
  name: z.string(),
  info: z.string(),
  locationId: z.string().nullable(),
  locationName: z.string().optional(),
})

/** A device found on this machine: exactly one of serialId, candidates (two or more) or missing holds. */
export const DetectedDeviceSchema = z.object({
  kind: DeviceKindSchema,
  deviceType: z.number().int(),
  serialId: z.string().optional(),
  candidates: z.array(
    z.object({
      serialId: z.string(),
      label: z.string(),
      labelCode: code<CandidateCode>(),
      labelId: MessageIdSchema,
      labelValues: z.record(z.string(), z.string()).optional(),
      parts: z.record(z.string(), z.string()),
    }),
  ),
  missing: helperSaid<PartErrorCode>().extend({ part: z.string() }).optional(),
  parts: z.record(z.string(), z.string()),
  /** The name to register it under: the SSID for Wi-Fi, else the model, adapter or gateway. */
  name: z.string(),
  /** The band for Wi-Fi, else what the source says about it. */
  info: z.string(),
  /** The file or command it was read from. */
  source: z.string(),
  /** The interface, connector or port on this machine. */
  where: z.string().optional(),
  /** A USB hub by its device class (where the source says so): a dock's ports, not the dock. */
  hub: z.boolean().optional(),
  warnings: z.array(WarningSchema),
  /** null: not registered in the account; absent: unknown (the account could not be read). */
  registered: RegisteredSchema.nullable().optional(),
})
export type DetectedDevice = z.infer<typeof DetectedDeviceSchema>

/**
 * One key per device: its id, or its candidates; a device without a whole id by its parts, name and place
 * (two identical ones without a serial are one device to a sensor too).
 */
export function detectedKey(device: DetectedDevice): string {
  const id = device.serialId ?? device.candidates.map((candidate) => candidate.serialId).join(' ')
  if (id !== '') return `${device.kind} ${id}`
  return `${device.kind} ${JSON.stringify(device.parts)} ${device.name} ${device.where ?? ''}`
}

export const ReaderStatusSchema = z.object({
  kind: DeviceKindSchema,
  source: z.string(),
  status: z.enum(['ok', 'failed', 'timeout', 'not-allowed', 'unavailable']),
  /** Why it could not read (every status but ok). */
  code: z.enum(DETECT_CODES).optional(),
  id: MessageIdSchema.optional(),
  values: CodedValuesSchema.optional(),
  message: z.string().optional(),
  found: z.number().int(),
  ms: z.number(),
})
export type ReaderStatus = z.infer<typeof ReaderStatusSchema>

/** What a reader noticed about this machine (no Wi-Fi adapter, BSSIDs hidden…). */
export const DetectNoticeSchema = DetectTextSchema.extend({
  kind: DeviceKindSchema,
  /** The serial id helper's code, where its reader noticed it (`id` and `values` are the helper's then). */
  helperCode: code<NoticeCode>().optional(),
})

export const DetectionSchema = z.object({
  machine: z.object({
    hostname: z.string(),
    platform: z.string(),
    /** Whose machine this is when it is not the one the person sits at (the web harness, a fixture). */
    note: DetectCodedTextSchema.optional(),
  }),
  devices: z.array(DetectedDeviceSchema),
  /** Interfaces and ports seen and left out, each with the reason. */
  skipped: z.array(
    z.object({
      kind: DeviceKindSchema,
      name: z.string(),
      reason: DetectTextSchema,
      /** The serial id helper's reason, coded; absent where detection skips something itself. */
      leftOut: code<LeftOutCode>().optional(),
    }),
  ),
  readers: z.array(ReaderStatusSchema),
  notices: z.array(DetectNoticeSchema),
  /** Whether the devices were looked up in the account (complete: unpaired ones too); why not. */
  registry: z.object({
    checked: z.boolean(),
    complete: z.boolean().optional(),
    code: z.literal('not-looked-up').optional(),
    id: MessageIdSchema.optional(),
    values: CodedValuesSchema.optional(),
    message: z.string().optional(),
  }),
  ms: z.number(),
})
export type Detection = z.infer<typeof DetectionSchema>

export const DetectInputSchema = z.strictObject({
  accountId: z.string().min(1).max(128).optional(),
  kinds: z.array(DeviceKindSchema).optional(),
})
