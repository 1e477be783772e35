import { z } from 'zod'
import { UserFacingError } from '#shared/errors.ts'
import { describeIssues } from '#shared/zod-issues.ts'
import { decodeChunks, type FileEncoding } from './decode.ts'
import type { Table } from './table.ts'

const DeviceEntrySchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]))

/** What export writes (`{"format", "devices": [...]}`), or a bare array of such devices. */
export const DevicesJsonSchema = z.union([
  z.object({ devices: z.array(DeviceEntrySchema) }),
  z.array(DeviceEntrySchema),
])

/** A JSON file of devices as a table: each key a column, each device a row (numbered from 1). */
export async function parseJson(chunks: AsyncIterable<Uint8Array>): Promise<Table> {
  let encoding: FileEncoding = 'utf-8'
  let text = ''
  for await (const part of decodeChunks(chunks, (found) => (encoding = found))) text += part
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new UserFacingError(
      'bad_file',
      `The file is not valid JSON (${error instanceof Error ? error.message : 'unreadable'}). Import the JSON that export writes, or a CSV file.`,
    )
  }
  const parsed = DevicesJsonSchema.safeParse(value)
  if (!parsed.success)
    throw new UserFacingError(
      'bad_file',
      `The JSON file does not hold a list of devices: ${describeIssues(parsed.error.issues)}. Import the JSON that export writes ({"devices": [{"serialId", "deviceType", "name", "info", "location"}]}).`,
    )
  const devices = Array.isArray(parsed.data) ? parsed.data : parsed.data.devices
  const headers = [...new Set(devices.flatMap((device) => Object.keys(device)))]
  const rows = devices.map((device, index) => ({
    row: index + 1,
    cells: headers.map((header) => {
      const cell = device[header]
      return cell === null || cell === undefined ? '' : String(cell)
    }),
  }))
  return { format: 'json', encoding, delimiter: null, headers, rows }
}
