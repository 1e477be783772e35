import type { DetectReader } from '../types.ts'
import { linuxGateway } from './gateway.ts'
import { linuxMonitors } from './monitors.ts'
import { linuxNics } from './nics.ts'
import { linuxUsb } from './usb.ts'
import { linuxWifi } from './wifi.ts'

export const LINUX_READERS: readonly DetectReader[] = [
  linuxMonitors,
  linuxUsb,
  linuxNics,
  linuxGateway,
  linuxWifi,
]
