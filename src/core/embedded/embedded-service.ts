/** The offline profile's service: started on demand, its URL fixed while it runs. */
export interface EmbeddedService {
  /** Starts the service unless it runs; resolves to its base URL (idempotent, cheap when running). */
  start(): Promise<string>
  stop(): Promise<void>
  /** The folder its database lives in. */
  readonly dataDir: string
}
