import type { DeviceTypeName } from '#shared/api/common.ts'
import type { DetectText } from '#shared/ipc/detect.ts'
import { readText } from '#shared/serial-id/read.ts'
import { leftOutReason, type TextInput } from '#shared/serial-id/readers/reader.ts'
import type { LeftOutCode } from '#shared/serial-id/types.ts'
import { runOk, type Command } from './command-runner.ts'
import type { DetectReader, ReaderReport } from './types.ts'

/**
 * The helper's reason as detection says it: its catalog message, without the helper's code (a detection
 * text's code is detection's own; the skip keeps the helper's as `leftOut`).
 */
const helperReason = (code: LeftOutCode): DetectText => {
  const { id, message } = leftOutReason(code)
  return { id, message }
}

/**
 * The devices of one kind in what a command printed, read by the helper's readers, with their notices; what
 * a reader left out on purpose (a bridge, a root hub) is listed as skipped, with its reason.
 */
export function reportOf(kind: DeviceTypeName, command: Command, output: string): ReaderReport {
  const result = readText(output)
  const notices = result.notices.filter((notice) => notice.source !== 'input')
  return {
    found: result.devices
      .filter((device) => device.kind === kind)
      .map((device) => ({ device, source: command.label })),
    // The helper's texts, with the helper's own codes (not detection's) and catalog messages.
    skipped: notices.flatMap(({ leftOut }) =>
      leftOut === undefined
        ? []
        : [{ name: leftOut.name, reason: helperReason(leftOut.code), leftOut: leftOut.code }],
    ),
    notices: notices
      .filter((notice) => notice.leftOut === undefined)
      .map(({ code, id, values, message }) => ({
        message,
        id,
        helperCode: code,
        ...(values ? { values } : {}),
      })),
  }
}

export const linesOf = (text: string) => text.split(/\r\n|\r|\n/)

/** A reader that runs one command and hands its output to the helper's readers. */
export function commandReader(kind: DeviceTypeName, command: Command): DetectReader {
  return {
    kind,
    source: command.label,
    async read({ run }) {
      return reportOf(kind, command, await runOk(run, command))
    },
  }
}

/**
 * A reader of one command's network adapters, each found adapter said with its interface's name: `names`
 * reads the output again for the line each adapter's record starts on, and its name.
 */
export function nicReader(
  command: Command,
  names: (input: TextInput) => readonly { line: number; name: string }[],
): DetectReader {
  return {
    kind: 'nic',
    source: command.label,
    async read({ run }) {
      const output = await runOk(run, command)
      const report = reportOf('nic', command, output)
      const named = names({ text: output, lines: linesOf(output) })
      for (const find of report.found)
        find.where = named.find(({ line }) => line + 1 === find.device.line)?.name
      return report
    },
  }
}
