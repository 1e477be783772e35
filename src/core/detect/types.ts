import { coded } from '#shared/coded-text.ts'
import type { DeviceTypeName } from '#shared/api/common.ts'
import type { DetectCodedText, DetectText } from '#shared/ipc/detect.ts'
import type { FoundDevice, LeftOutCode, NoticeCode } from '#shared/serial-id/index.ts'
import type { CommandRunner } from './command-runner.ts'

/** What a reader may use of the machine: a filesystem root (`/`, or a fixture tree) and a command runner. */
export interface DetectContext {
  root: string
  run: CommandRunner
  hostname: string
}

/** A device as one reader found it, and what it read it from. */
export interface ReaderFind {
  device: FoundDevice
  /** The file or command read: `/sys/class/net/eth0/address`, `netsh wlan show networks mode=bssid`. */
  source: string
  /** Where on this machine: the interface, connector or USB port (`eth0`, `card0-DP-1`, `3-1.2`). */
  where?: string | undefined
  /** A USB hub, as its device class says (Linux): the ports of a dock, not the dock itself. */
  hub?: boolean
}

/** Something the reader saw and left out on purpose (loopback, bridges, virtual adapters…). */
export interface Skipped {
  name: string
  reason: DetectText
  /** The serial id helper's code for the reason, where its reader left it out. */
  leftOut?: LeftOutCode
}

/** A reader's sentence: detection's own, or the serial id helper's with its code (`helperCode`). */
export type ReaderNotice = DetectText & { helperCode?: NoticeCode }

export interface ReaderReport {
  found: ReaderFind[]
  skipped: Skipped[]
  /** Whole sentences about what the reader could not do or see. */
  notices: ReaderNotice[]
}

/** A reader or command that took longer than it may. */
export const answeredNot = (source: string, ms: number) =>
  coded('detect.text.reader-timeout', {
    source,
    seconds: ms / 1000,
  })

/** One source of one device type on one OS. Throws a DetectError when it cannot read at all. */
export interface DetectReader {
  kind: DeviceTypeName
  /** What it reads, for people: `/sys/class/drm/*\/edid`, `nmcli … dev wifi list`. */
  source: string
  read(context: DetectContext): Promise<ReaderReport>
}

export type ReaderFailure = 'failed' | 'timeout' | 'not-allowed' | 'unavailable'

/** A reader that could not read: why, in a sentence that says what to do. */
export class DetectError extends Error {
  override name = 'DetectError'
  readonly status: ReaderFailure
  readonly text: DetectCodedText
  constructor(status: ReaderFailure, text: DetectCodedText) {
    super(text.message)
    this.status = status
    this.text = text
  }
}

export const EMPTY_REPORT: ReaderReport = { found: [], skipped: [], notices: [] }
