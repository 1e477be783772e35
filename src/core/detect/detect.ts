import { coded } from '#shared/coded-text.ts'
import { hostname } from 'node:os'
import type { DeviceTypeName } from '#shared/api/common.ts'
import {
  detectedKey,
  type DetectCodedText,
  type Detection,
  type DetectedDevice,
  type ReaderStatus,
} from '#shared/ipc/detect.ts'
import { execRunner, type CommandRunner } from './command-runner.ts'
import { detectedDevice } from './detected.ts'
import { LINUX_READERS } from './linux/readers.ts'
import { MACOS_READERS } from './macos/readers.ts'
import {
  answeredNot,
  DetectError,
  type DetectContext,
  type DetectReader,
  type ReaderReport,
} from './types.ts'
import { WINDOWS_READERS } from './windows/readers.ts'

export type MachineDetection = Omit<Detection, 'registry'>
/** Detects the devices of the given kinds (all when left out) on one machine. */
export type Detector = (kinds?: readonly DeviceTypeName[]) => Promise<MachineDetection>

export interface DetectorOptions {
  platform: string
  /** `/` on a real machine; a directory tree shaped like it in tests. */
  root: string
  run: CommandRunner
  hostname: string
  /** Said on the screen when this is not the machine the person sits at. */
  note?: DetectCodedText
  /** How long one reader may take before it is reported as timed out. */
  readerTimeoutMs?: number
}

const READERS: Record<string, readonly DetectReader[]> = {
  linux: LINUX_READERS,
  win32: WINDOWS_READERS,
  darwin: MACOS_READERS,
}
const COMMAND_TIMEOUT_MS = 1500
const READER_TIMEOUT_MS = 1800

function deadline(ms: number, source: string): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DetectError('timeout', answeredNot(source, ms))), ms)
  })
  return { promise, cancel: () => clearTimeout(timer) }
}

/** One reader, within its time: its report, or why it has none. The others answer either way. */
async function runReader(reader: DetectReader, context: DetectContext, timeoutMs: number) {
  const started = performance.now()
  const limit = deadline(timeoutMs, reader.source)
  const status = (report: ReaderReport | undefined, failure?: DetectError): ReaderStatus => ({
    kind: reader.kind,
    source: reader.source,
    status: failure?.status ?? 'ok',
    ...failure?.text,
    found: report?.found.length ?? 0,
    ms: Math.round(performance.now() - started),
  })
  try {
    const report = await Promise.race([reader.read(context), limit.promise])
    return { report, status: status(report) }
  } catch (error) {
    const failure =
      error instanceof DetectError
        ? error
        : new DetectError(
            'failed',
            coded('detect.text.reader-error', {
              source: reader.source,
              error: (error as Error).message,
            }),
          )
    return { report: undefined, status: status(undefined, failure) }
  } finally {
    limit.cancel()
  }
}

export function createDetector(options: DetectorOptions): Detector {
  const context: DetectContext = {
    root: options.root,
    run: options.run,
    hostname: options.hostname,
  }
  const all = READERS[options.platform] ?? []
  return async (kinds) => {
    const started = performance.now()
    const readers = all.filter((reader) => kinds === undefined || kinds.includes(reader.kind))
    const results = await Promise.all(
      readers.map((reader) =>
        runReader(reader, context, options.readerTimeoutMs ?? READER_TIMEOUT_MS),
      ),
    )
    const devices = new Map<string, DetectedDevice>()
    const detection: MachineDetection = {
      machine: {
        hostname: options.hostname,
        platform: options.platform,
        ...(options.note === undefined ? {} : { note: options.note }),
      },
      devices: [],
      skipped: [],
      readers: results.map((result) => result.status),
      notices:
        all.length === 0
          ? [
              {
                kind: 'nic',
                ...coded('detect.text.unknown-system', { platform: options.platform }),
              },
            ]
          : [],
      ms: 0,
    }
    results.forEach(({ report }, index) => {
      const kind = readers[index]?.kind ?? 'nic'
      for (const find of report?.found ?? []) {
        const device = detectedDevice(find, options.hostname)
        if (!devices.has(detectedKey(device))) devices.set(detectedKey(device), device)
      }
      detection.skipped.push(...(report?.skipped ?? []).map((skip) => ({ kind, ...skip })))
      detection.notices.push(...(report?.notices ?? []).map((notice) => ({ kind, ...notice })))
    })
    detection.devices = [...devices.values()]
    detection.ms = Math.round(performance.now() - started)
    return detection
  }
}

/** This machine, as it is: its own OS, its filesystem and its tools. */
export function machineDetector(note?: DetectCodedText): Detector {
  return createDetector({
    platform: process.platform,
    root: '/',
    run: execRunner(COMMAND_TIMEOUT_MS),
    hostname: hostname(),
    ...(note === undefined ? {} : { note }),
  })
}

/** The note of the web harness: the machine it runs on is not the one the browser runs on. */
export const harnessNote = (host: string) => coded('detect.text.harness-machine', { host })
