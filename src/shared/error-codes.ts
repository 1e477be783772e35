import { z } from 'zod'

/**
 * Every error code a caller can see (the window, the command line's --json, a script), each with what a
 * caller may do about it:
 * - unanswered: nothing answered (no network, a timeout, the offline service not started); may pass.
 * - transient: the service answered that it cannot now, or began an answer it did not finish; may pass.
 * - throttled: the service asked to slow down (Retry-After); wait, then try again.
 * - session: the sign-in was refused; sign in again.
 * - scope: the role or the account's reach forbids it; another account may still work.
 * - item: about the one thing sent (its fields, its id, its size); the others in a batch may still work.
 * - service: the service's answer could not be used (too large, malformed, an unknown status).
 * - local: this app or the input given to it (a file, a command line, the keychain).
 */
const CLASSES = {
  network: 'unanswered',
  timeout: 'unanswered',
  embedded_unavailable: 'unanswered',
  transport: 'unanswered',
  service_error: 'transient',
  busy: 'transient',
  response_incomplete: 'transient',
  rate_limited: 'throttled',
  unauthenticated: 'session',
  forbidden: 'scope',
  validation_failed: 'item',
  not_found: 'item',
  unknown_devices: 'item',
  payload_too_large: 'item',
  conflict: 'item',
  location_required: 'item',
  not_sent: 'item',
  not_paired: 'item',
  bad_response: 'service',
  response_too_large: 'service',
  redirect_refused: 'service',
  method_not_allowed: 'service',
  unsupported_media_type: 'service',
  http_error: 'service',
  bad_file: 'local',
  bad_mapping: 'local',
  cancelled: 'local',
  invalid_input: 'local',
  unknown_method: 'local',
  internal: 'local',
  unsupported: 'local',
  unreadable: 'local',
  keychain_unavailable: 'local',
  profiles_unusable: 'local',
  profiles_busy: 'local',
  journal_unavailable: 'local',
  undo_not_possible: 'local',
  import_rows: 'local',
  /** The window handed the file's bytes over: main cannot read it again from disk. */
  reread_unavailable: 'local',
  /** A survey's networks were not said to be ours or not (the one question an import asks). */
  networks_unconfirmed: 'local',
  partly_failed: 'local',
  lost_devices: 'local',
  /** Registrations a sensor reports written another way (device-admin check). */
  near_misses: 'local',
} as const

export type ErrorCode = keyof typeof CLASSES
export type ErrorClass = (typeof CLASSES)[ErrorCode]

export const ErrorCodeSchema = z.enum(Object.keys(CLASSES) as [ErrorCode, ...ErrorCode[]])

/** A code from outside (a service's problem+json, an old file): one of ours, or undefined. */
export function knownErrorCode(code: unknown): ErrorCode | undefined {
  const parsed = ErrorCodeSchema.safeParse(code)
  return parsed.success ? parsed.data : undefined
}

export const errorClass = (code: ErrorCode): ErrorClass => CLASSES[code]

/** The same request may succeed later without anything changed: nothing answered, or the service could not now. */
export const isTransient = (code: ErrorCode): boolean =>
  CLASSES[code] === 'unanswered' || CLASSES[code] === 'transient'

/** Nothing answered: the service may be down or out of reach (as opposed to an answer that refused). */
export const isUnanswered = (code: ErrorCode): boolean => CLASSES[code] === 'unanswered'

/** About one device or row only: the rest of a batch is still worth sending. */
export const concernsOneItem = (code: ErrorCode): boolean => CLASSES[code] === 'item'
