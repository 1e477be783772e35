import type { FoundDevice, ReadResult } from '#shared/serial-id/index.ts'
import { readDevices } from '#shared/serial-id/read.ts'
import { InputTooLarge, formatSize, inputStream, readStream } from '../read-stream.ts'
import { candidateLines, usageError, warningLines, type Outcome } from './outcome.ts'

/**
 * The most `read` takes from a file or a pipe. The longest printouts it reads are a few MiB (`ioreg -l -w0`
 * of a Mac with many devices); far more is the wrong file or command, and would only be held in memory.
 */
export const READ_LIMIT = 64 << 20

function where(line: number, source: string): string {
  return line > 0 ? `line ${line} (${source}): ` : `${source}: `
}

/** stderr lines for one device: why it has no single id, and its warnings. */
function deviceNotes(device: FoundDevice): string {
  const at = where(device.line, device.source)
  let text = warningLines(device.warnings, at)
  if (device.candidates.length > 0) {
    const question =
      device.question?.message ?? `${device.kind} reads more than one way; choose one:`
    text += `${at}${question}\n${candidateLines(device.candidates)}`
  }
  if (device.missing !== undefined) {
    const parts = Object.entries(device.parts).map(([key, value]) => `${key}=${value}`)
    text += `${at}${device.kind} ${parts.join(' ')}: ${device.missing.message}\n`
  }
  return text
}

function report(result: ReadResult, json: boolean): Outcome {
  const exact = result.devices.filter((device) => device.serialId !== undefined)
  const code = result.devices.length > 0 && exact.length === result.devices.length ? 0 : 1
  if (json) return { code, stdout: `${JSON.stringify(result, null, 2)}\n` }
  const notices = result.notices.map(
    (notice) => `${where(notice.line, notice.source)}${notice.message}\n`,
  )
  return {
    code,
    stdout: exact.map((device) => `${device.serialId}\n`).join(''),
    stderr: [...result.devices.map(deviceNotes), ...notices].join(''),
  }
}

function unreadable(file: string, error: unknown): Outcome {
  const name = file === '-' ? 'standard input' : JSON.stringify(file)
  if (error instanceof InputTooLarge)
    return {
      code: 1,
      stderr: `Cannot read ${name}: it holds more than ${formatSize(error.limit)}, far more than any tool prints for one machine. Check that the right file or command is given, or keep only the part with the devices (ioreg -l -w0 | grep IODisplayEDID).\n`,
    }
  const code = (error as NodeJS.ErrnoException).code
  const reason =
    code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(error)
  return { code: 1, stderr: `Cannot read ${name}: ${reason}.\n` }
}

/** `read [FILE|-]`: an EDID file or a tool's printout, from a file or stdin; each id found, in order. */
export async function runRead(args: readonly string[], json: boolean): Promise<Outcome> {
  if (args.length > 1) return usageError('read takes one FILE (or - for stdin).')
  const file = args[0] ?? '-'
  if (file === '-' && process.stdin.isTTY)
    return usageError(
      'read needs a FILE, or text on stdin: netsh wlan show networks mode=bssid | npm run -s serial-id -- read',
    )
  let bytes: Buffer
  try {
    bytes = await readStream(inputStream(file), READ_LIMIT)
  } catch (error) {
    return unreadable(file, error)
  }
  return report(readDevices(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)), json)
}
