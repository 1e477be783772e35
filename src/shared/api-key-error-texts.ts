/** What main says itself when it creates, hands on, revokes or rotates an API key. */
export const API_KEY_ERROR_TEXT_CODES = [
  'api-key-list-only',
  'api-key-not-held',
  'api-key-other-service',
  'api-key-not-stored',
  'api-key-rotate-no-key',
  'api-key-rotate-not-listed',
  'api-key-rotate-not-stored',
] as const
