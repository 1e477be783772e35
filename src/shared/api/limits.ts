/** Limits of the service contract; the mock server enforces them and the client checks them early. */
export const LIMITS = {
  serialIdLength: 256,
  nameLength: 256,
  infoLength: 1024,
  serialIdsPerPair: 1000,
  bodyBytes: 64 * 1024,
} as const
