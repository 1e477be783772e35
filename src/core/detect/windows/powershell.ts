import type { Command } from '../command-runner.ts'

/**
 * A PowerShell command whose objects come back as JSON (property names are never translated), in UTF-8.
 * `@(…)` keeps one object an array; an empty result prints nothing.
 */
export function powershell(label: string, pipeline: string): Command {
  const script = `[Console]::OutputEncoding = [Text.Encoding]::UTF8; $items = @(${pipeline}); if ($items.Count) { ConvertTo-Json -InputObject $items -Depth 3 }`
  return {
    file: 'powershell.exe',
    args: ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-Command', script],
    label,
  }
}

export const WMI_MONITOR_ID = powershell(
  'powershell Get-CimInstance WmiMonitorID',
  'Get-CimInstance -Namespace root\\wmi -ClassName WmiMonitorID -ErrorAction Stop | Select-Object InstanceName, ManufacturerName, ProductCodeID, SerialNumberID, UserFriendlyName',
)

export const USB_DEVICES = powershell(
  'powershell Get-CimInstance Win32_PnPEntity (USB)',
  'Get-CimInstance -ClassName Win32_PnPEntity -Filter "PNPDeviceID LIKE \'USB\\\\VID%\'" -ErrorAction Stop | Select-Object Name, Manufacturer, PNPDeviceID',
)

export const NET_ADAPTERS = powershell(
  'powershell Get-NetAdapter',
  'Get-NetAdapter -ErrorAction Stop | Select-Object Name, InterfaceDescription, MacAddress, PermanentAddress, NdisPhysicalMedium, Virtual, HardwareInterface, Status',
)

/** The neighbour entry of the default route's next hop (IPv4 first, else IPv6), State by name. */
export const GATEWAY_NEIGHBOR = powershell(
  'powershell Get-NetRoute 0.0.0.0/0 | Get-NetNeighbor',
  "$route = Get-NetRoute -DestinationPrefix '0.0.0.0/0', '::/0' -ErrorAction SilentlyContinue | Where-Object { $_.NextHop -notin '0.0.0.0', '::' } | Sort-Object { $_.DestinationPrefix -ne '0.0.0.0/0' }, RouteMetric | Select-Object -First 1; if ($route) { Get-NetNeighbor -IPAddress $route.NextHop -InterfaceIndex $route.ifIndex -ErrorAction SilentlyContinue | Select-Object IPAddress, LinkLayerAddress, @{ Name = 'State'; Expression = { \"$($_.State)\" } }, InterfaceAlias }",
)

export const NETSH_NETWORKS: Command = {
  file: 'netsh',
  args: ['wlan', 'show', 'networks', 'mode=bssid'],
  label: 'netsh wlan show networks mode=bssid',
}
