/**
 * The serial id layout helper: one place for building, checking and describing the sensor's serial ids.
 * Reading them from their source (an EDID, a tool's printout) is in read.ts, whose types are exported here
 * too: a bundle that only builds ids then leaves the readers out (the renderer loads them lazily).
 * README.md in this folder has the rules.
 */
export { build } from './build.ts'
export { parse } from './parse.ts'
export { validate, validateLayout } from './validate.ts'
export { suggest } from './suggest.ts'
export { layouts } from './layouts.ts'
export { resolveKind } from './device-type.ts'
export { SERIAL_ID_MAX } from './serial-part.ts'
export { readNumber, type Base, type NumberRead, type NumberReading } from './numbers.ts'
export type { EdidResult } from './edid/read-edid.ts'
export type { MonitorFields } from './edid/monitor.ts'
export type { HexDump } from './edid/hex-dump.ts'
export type { TextInput, TextReader, ReaderOutput } from './readers/reader.ts'
export type { FoundAt, FoundExtras } from './found.ts'
export type { WifiBand } from './wifi-band.ts'
export type {
  BuildResult,
  Candidate,
  CandidateCode,
  EdidErrorCode,
  FieldName,
  LeftOutCode,
  NoticeCode,
  FoundDevice,
  LayoutDescription,
  LayoutPart,
  ParseMatch,
  ParseResult,
  PartError,
  PartErrorCode,
  QuestionCode,
  ReadQuestion,
  ReadNotice,
  ReadResult,
  SerialWarning,
  SourceId,
  TypeRef,
  ValidateResult,
  WarningCode,
} from './types.ts'
export {
  ask,
  isMasked,
  macNotAnId,
  notAnId,
  proofOf,
  proven,
  refuse,
  type Choice,
  type NotAnIdReason,
  type Proof,
} from './proof.ts'
