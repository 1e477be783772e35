import type { ExportInput } from '#shared/ipc/import.ts'
import type { Authorized } from '../session/session-manager.ts'
import { devicesCsv, devicesJson } from './export.ts'
import { listAccountDevices } from '../registry/account-ops.ts'

/** The account's devices as a file: filtered by location or state, or exactly the rows the window shows. */
export async function exportDevices(
  input: ExportInput,
  { client, credentials, profile }: Authorized,
): Promise<{ fileName: string; content: string; count: number }> {
  const accountId = input.accountId ?? profile.defaultAccountId ?? undefined
  const { devices: all } = await listAccountDevices({ client, credentials }, accountId)
  let devices = all.filter(
    (device) =>
      (input.locationId === undefined || device.locationId === input.locationId) &&
      (!input.unpaired || device.locationId === null),
  )
  if (input.serialIds) {
    const bySerial = new Map(devices.map((device) => [device.serialId, device]))
    devices = input.serialIds.flatMap((serialId) => bySerial.get(serialId) ?? [])
  }
  const date = new Date().toISOString().slice(0, 10)
  const fileName = `devices-${accountId ?? 'account'}-${date}.${input.format}`
  const content = input.format === 'csv' ? devicesCsv(devices) : devicesJson(devices, accountId)
  return { fileName, content, count: devices.length }
}
