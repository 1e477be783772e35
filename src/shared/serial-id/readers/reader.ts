import { coded } from '../../coded-text.ts'
import type { FoundAt } from '../found.ts'
import type { FoundDevice, LeftOutCode, ReadNotice, SourceId } from '../types.ts'
import { LEFT_OUT_REASONS } from './left-out.ts'

/** A paste, split once into lines (without line breaks). */
export interface TextInput {
  text: string
  lines: readonly string[]
}

export interface ReaderOutput {
  devices: FoundDevice[]
  notices: ReadNotice[]
}

/** Reads the devices one tool prints; says nothing (no devices, no notices) about text it does not know. */
export interface TextReader {
  source: SourceId
  /** The tool in words, for messages: 'netsh wlan show networks mode=bssid'. */
  label: string
  read(input: TextInput): ReaderOutput
}

export const NOTHING: ReaderOutput = { devices: [], notices: [] }

/** Where the device on line `index` (0-based) of the input was read. */
export function lineAt(source: SourceId, input: TextInput, index: number): FoundAt {
  return { source, line: index + 1, lineText: input.lines[index] ?? '' }
}

/** Devices that made a valid id, in order. */
export function collect(devices: ReadonlyArray<FoundDevice | undefined>): FoundDevice[] {
  return devices.filter((device): device is FoundDevice => device !== undefined)
}

/** Why a reader leaves something out, as its catalog message: detection's reason for the skip. */
export const leftOutReason = (code: LeftOutCode) => coded(`serialId.leftOut.${code}`)

/** A notice that a reader left something out on purpose, and why; detection lists it as skipped. */
export function leftOutNotice(
  source: SourceId,
  line: number,
  name: string,
  code: LeftOutCode,
): ReadNotice {
  return {
    source,
    line,
    ...coded('serialId.notice.left-out', { name, reason: code }),
    leftOut: { name, reason: LEFT_OUT_REASONS[code], code },
  }
}

/** What part of an id a recognised tool did not print (the `part` select of its message). */
export type UnprintedPart = 'bssid' | 'bssidColumn' | 'physicalAddress' | 'displayIds'

/** A recognised tool whose printout lacks a part of the id: which part, and the command that prints it. */
export function notPrinted(
  tool: string,
  part: UnprintedPart,
  command: string,
  input: TextInput,
  index = input.lines.findIndex((line) => line.trim() !== ''),
): ReadNotice {
  return {
    source: 'input',
    line: index + 1,
    ...coded('serialId.notice.part-not-printed', { tool, part, command }),
  }
}
