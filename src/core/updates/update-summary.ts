import { coded } from '#shared/coded-text.ts'
import type { UpdateSummary } from '#shared/ipc/updates.ts'

/** Whole hours between checks. */
const hours = (intervalMs: number) => Math.round(intervalMs / 3_600_000)

/**
 * What happens with updates, in one sentence: the catalog message of each with its values (the window and
 * the About panel say it; the log in English).
 */
export const updateSummary = {
  managed: (): UpdateSummary => coded('updates.status.managed'),
  turnedOff: (source: string): UpdateSummary => coded('updates.status.turned-off', { source }),
  devBuild: (): UpdateSummary => coded('updates.status.dev-build'),
  noFeed: (): UpdateSummary => coded('updates.status.no-feed'),
  notNsis: (): UpdateSummary => coded('updates.status.not-nsis'),
  otherInstall: (): UpdateSummary => coded('updates.status.other-install'),
  installedApp: (): UpdateSummary => coded('updates.status.installed-app'),
  checking: (): UpdateSummary => coded('updates.status.checking'),
  downloading: (version: string, percent: number): UpdateSummary =>
    coded('updates.status.downloading', { version, percent }),
  ready: (version: string): UpdateSummary => coded('updates.status.ready', { version }),
  available: (version: string): UpdateSummary => coded('updates.status.available', { version }),
  /** `reason`: the first line of electron-updater's error, as it wrote it. */
  failed: (reason: string, intervalMs: number): UpdateSummary =>
    coded('updates.status.failed', { reason, hours: hours(intervalMs) }),
  byHand: (intervalMs: number): UpdateSummary =>
    coded('updates.status.by-hand', { hours: hours(intervalMs) }),
  latest: (): UpdateSummary => coded('updates.status.latest'),
  automatic: (): UpdateSummary => coded('updates.status.automatic'),
}
