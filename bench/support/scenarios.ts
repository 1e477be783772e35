// The scenarios of bench:mock. Their requests are built by wrk (requests.lua), numbered, so that no
// write repeats a value already stored.
import { mac } from './bench-seed.ts'

export interface Scenario {
  id: string
  title: string
  /** none: a read; memory: changes only memory; durable: a changing UPDATE committed per request. */
  writes: 'none' | 'memory' | 'durable'
  /** The path of a read, whose answer the baseline serves. */
  path?: string
}

/** The unpaired device the in-memory updates change (registered before each load). */
export const MEMORY_DEVICE = `Network;${mac(7, 0)};WiFi`

export const scenarios: Scenario[] = [
  {
    id: 'get-one',
    title: 'GET getDevicesForLocations, 1 location (10 devices)',
    writes: 'none',
    path: '/admin/getDevicesForLocations?locationIds=loc-007',
  },
  {
    id: 'get-all',
    title: 'GET getDevicesForLocations, all (1,000 devices)',
    writes: 'none',
    path: '/admin/getDevicesForLocations',
  },
  { id: 'create', title: 'POST /admin/device, create (memory)', writes: 'memory' },
  { id: 'update-memory', title: 'POST /admin/device, update unpaired (memory)', writes: 'memory' },
  {
    id: 'update-stored',
    title: 'POST /admin/device, update stored (committed)',
    writes: 'durable',
  },
  { id: 'pair', title: 'POST /admin/pair, move 1 device (committed)', writes: 'durable' },
]
