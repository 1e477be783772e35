import type { Command } from '../command-runner.ts'

/** Intel Macs keep each display's EDID on its IODisplayConnect; Apple silicon elsewhere in the registry. */
export const IOREG_DISPLAYS: Command = {
  file: 'ioreg',
  args: ['-l', '-w0', '-r', '-c', 'IODisplayConnect'],
  label: 'ioreg -l -w0 -r -c IODisplayConnect',
}
export const IOREG_ALL: Command = { file: 'ioreg', args: ['-l', '-w0'], label: 'ioreg -l -w0' }
export const SP_USB: Command = {
  file: 'system_profiler',
  args: ['SPUSBDataType', 'SPUSBHostDataType', '-json'],
  label: 'system_profiler SPUSBDataType SPUSBHostDataType -json',
}
export const HARDWARE_PORTS: Command = {
  file: 'networksetup',
  args: ['-listallhardwareports'],
  label: 'networksetup -listallhardwareports',
}
export const ROUTE_DEFAULT: Command = {
  file: 'route',
  args: ['-n', 'get', 'default'],
  label: 'route -n get default',
}
export const ARP_ALL: Command = { file: 'arp', args: ['-an'], label: 'arp -an' }
export const SP_AIRPORT: Command = {
  file: 'system_profiler',
  args: ['SPAirPortDataType', '-json'],
  label: 'system_profiler SPAirPortDataType -json',
}
