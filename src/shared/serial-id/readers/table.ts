import { airportReader } from './airport.ts'
import { devicePathReader } from './device-path.ts'
import { edidDecodeReader } from './edid-decode.ts'
import { edidDumpReader } from './edid-dump.ts'
import { gatewayReader } from './gateway.ts'
import { getmacReader } from './getmac.ts'
import { ipLinkReader } from './ip-link.ts'
import { ioregReader } from './ioreg.ts'
import { ipconfigReader } from './ipconfig.ts'
import { iwReader } from './iw.ts'
import { lsusbReader } from './lsusb.ts'
import { netshReader } from './netsh.ts'
import { networksetupReader } from './networksetup.ts'
import { nmcliReader } from './nmcli.ts'
import { powershellReader } from './powershell.ts'
import type { TextReader } from './reader.ts'
import { systemProfilerReader } from './system-profiler.ts'
import { systemProfilerDisplaysReader } from './system-profiler-displays.ts'
import { systemProfilerUsbReader } from './system-profiler-usb.ts'
import { systemProfilerUsbTextReader } from './system-profiler-usb-text.ts'
import { wmiMonitorIdReader } from './wmi-monitor-id.ts'

/** Every tool whose printout the helper reads; each says nothing about text it does not know. */
export const TEXT_READERS: readonly TextReader[] = [
  edidDumpReader,
  edidDecodeReader,
  ioregReader,
  wmiMonitorIdReader,
  powershellReader,
  devicePathReader,
  lsusbReader,
  netshReader,
  nmcliReader,
  iwReader,
  airportReader,
  systemProfilerReader,
  systemProfilerDisplaysReader,
  systemProfilerUsbReader,
  systemProfilerUsbTextReader,
  ipLinkReader,
  networksetupReader,
  ipconfigReader,
  getmacReader,
  gatewayReader,
]
