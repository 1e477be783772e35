import type { ErrorCode } from '#shared/error-codes.ts'
import type { MessageId } from '#shared/messages/catalog.ts'

/**
 * What happened, in the window's language, for each error code: the headline of an error shown without
 * a title of its own. The message below it says the details (error-text.ts: in the window's language where
 * main worded it).
 */
export const ERROR_TITLES: Record<ErrorCode, MessageId> = {
  network: 'errors.code.network',
  timeout: 'errors.code.timeout',
  embedded_unavailable: 'errors.code.embedded-unavailable',
  transport: 'errors.code.transport',
  service_error: 'errors.code.service-error',
  busy: 'errors.code.busy',
  response_incomplete: 'errors.code.response-incomplete',
  rate_limited: 'errors.code.rate-limited',
  unauthenticated: 'errors.code.unauthenticated',
  forbidden: 'errors.code.forbidden',
  validation_failed: 'errors.code.validation-failed',
  not_found: 'errors.code.not-found',
  unknown_devices: 'errors.code.unknown-devices',
  payload_too_large: 'errors.code.payload-too-large',
  conflict: 'errors.code.conflict',
  location_required: 'errors.code.location-required',
  not_sent: 'errors.code.not-sent',
  not_paired: 'errors.code.not-paired',
  bad_response: 'errors.code.bad-response',
  response_too_large: 'errors.code.response-too-large',
  redirect_refused: 'errors.code.redirect-refused',
  method_not_allowed: 'errors.code.method-not-allowed',
  unsupported_media_type: 'errors.code.unsupported-media-type',
  http_error: 'errors.code.http-error',
  bad_file: 'errors.code.bad-file',
  bad_mapping: 'errors.code.bad-mapping',
  cancelled: 'errors.code.cancelled',
  invalid_input: 'errors.code.invalid-input',
  unknown_method: 'errors.code.unknown-method',
  internal: 'errors.code.internal',
  unsupported: 'errors.code.unsupported',
  unreadable: 'errors.code.unreadable',
  keychain_unavailable: 'errors.code.keychain-unavailable',
  profiles_unusable: 'errors.code.profiles-unusable',
  profiles_busy: 'errors.code.profiles-busy',
  journal_unavailable: 'errors.code.journal-unavailable',
  undo_not_possible: 'errors.code.undo-not-possible',
  import_rows: 'errors.code.import-rows',
  reread_unavailable: 'errors.code.reread-unavailable',
  networks_unconfirmed: 'errors.code.networks-unconfirmed',
  partly_failed: 'errors.code.partly-failed',
  lost_devices: 'errors.code.lost-devices',
  near_misses: 'errors.code.near-misses',
}
