import type { FoundDevice, ReadResult } from '#shared/serial-id/index.ts'
import { readDevices } from '#shared/serial-id/read.ts'
import { InputTooLarge, formatSize, inputStream, readStream } from '../read-stream.ts'
import type { Say } from '../language.ts'
import { candidateLines, usageError, warningLines, type Outcome } from './outcome.ts'

/**
 * The most `read` takes from a file or a pipe. The longest printouts it reads are a few MiB (`ioreg -l -w0`
 * of a Mac with many devices); far more is the wrong file or command, and would only be held in memory.
 */
export const READ_LIMIT = 64 << 20

function where(line: number, source: string, t: Say): string {
  return line > 0 ? `${t('cli.serial-id.at-line', { line, source })}: ` : `${source}: `
}

/** stderr lines for one device: why it has no single id, and its warnings. */
function deviceNotes(device: FoundDevice, t: Say): string {
  const at = where(device.line, device.source, t)
  let text = warningLines(device.warnings, at)
  if (device.candidates.length > 0) {
    const question = device.question?.message ?? t('cli.serial-id.choose', { kind: device.kind })
    text += `${at}${question}\n${candidateLines(device.candidates)}`
  }
  if (device.missing !== undefined) {
    const parts = Object.entries(device.parts).map(([key, value]) => `${key}=${value}`)
    text += `${at}${device.kind} ${parts.join(' ')}: ${device.missing.message}\n`
  }
  return text
}

function report(result: ReadResult, json: boolean, t: Say): Outcome {
  const exact = result.devices.filter((device) => device.serialId !== undefined)
  const code = result.devices.length > 0 && exact.length === result.devices.length ? 0 : 1
  if (json) return { code, stdout: `${JSON.stringify(result, null, 2)}\n` }
  const notices = result.notices.map(
    (notice) => `${where(notice.line, notice.source, t)}${notice.message}\n`,
  )
  return {
    code,
    stdout: exact.map((device) => `${device.serialId}\n`).join(''),
    stderr: [...result.devices.map((device) => deviceNotes(device, t)), ...notices].join(''),
  }
}

function unreadable(file: string, error: unknown, t: Say): Outcome {
  const name = { from: file === '-' ? 'stdin' : 'file', file: JSON.stringify(file) }
  if (error instanceof InputTooLarge)
    return {
      code: 1,
      stderr: `${t('cli.serial-id.too-large', { ...name, size: formatSize(error.limit) })}\n`,
    }
  const code = (error as NodeJS.ErrnoException).code
  const reason = code === 'ENOENT' ? 'missing' : code === 'EISDIR' ? 'folder' : 'other'
  return {
    code: 1,
    stderr: `${t('cli.serial-id.unreadable', { ...name, reason, error: String(error) })}\n`,
  }
}

/** `read [FILE|-]`: an EDID file or a tool's printout, from a file or stdin; each id found, in order. */
export async function runRead(args: readonly string[], json: boolean, t: Say): Promise<Outcome> {
  if (args.length > 1) return usageError(t, 'cli.serial-id.read-args')
  const file = args[0] ?? '-'
  if (file === '-' && process.stdin.isTTY) return usageError(t, 'cli.serial-id.read-tty')
  let bytes: Buffer
  try {
    bytes = await readStream(inputStream(file), READ_LIMIT)
  } catch (error) {
    return unreadable(file, error, t)
  }
  return report(
    readDevices(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    json,
    t,
  )
}
