import type { LoginLimiter } from './auth/login-limiter.ts'
import type { ScryptParams } from './auth/passwords.ts'
import type { DeviceRegistry } from './store/device-registry.ts'
import type { Directory } from './store/directory.ts'
import type { PrincipalStore } from './store/principal-store.ts'

/** The state every handler works on, apart from HTTP. */
export interface ServiceContext {
  directory: Directory
  devices: DeviceRegistry
  principals: PrincipalStore
  limiter: LoginLimiter
  scrypt: ScryptParams
  sessionTtlMs: number
  /** Per account: devices registered and never paired (memory only) beyond this are refused. */
  maxUnpairedDevices: number
  now: () => number
}
