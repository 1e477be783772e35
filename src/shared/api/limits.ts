/** Limits of the service contract; the mock server enforces them and the client checks them early. */
export const LIMITS = {
  serialIdLength: 256,
  nameLength: 256,
  infoLength: 1024,
  serialIdsPerPair: 1000,
  bodyBytes: 64 * 1024,
  /** Demo-only sensor report: devices per request, and its body (1,000 devices of the longest fields fit). */
  devicesPerSensorReport: 1000,
  sensorReportBodyBytes: 2 * 1024 * 1024,
} as const
