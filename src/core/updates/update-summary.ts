import type { UpdateSummary, UpdateSummaryCode } from '#shared/ipc/updates.ts'

const said = (code: UpdateSummaryCode, message: string): UpdateSummary => ({ code, message })

/** Whole hours between checks: the window says them in its words, main in English. */
const hours = (intervalMs: number) => Math.round(intervalMs / 3_600_000)
const inHours = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`

/**
 * What happens with updates, in one sentence: a code and its values for the window, the English for
 * the About panel and the log.
 */
export const updateSummary = {
  managed: () => said('managed', 'Updates: managed by your organisation'),
  turnedOff: (source: string): UpdateSummary => ({
    code: 'turned-off',
    values: { source },
    message: `Updates: turned off by ${source}`,
  }),
  devBuild: () => said('dev-build', 'Updates: not in a development build'),
  noFeed: () => said('no-feed', 'Updates: not set up in this build (it has no update feed)'),
  notNsis: () =>
    said(
      'not-nsis',
      'Updates: not for this copy, which the NSIS installer did not install (an MSI is updated by the next MSI)',
    ),
  otherInstall: () =>
    said(
      'other-install',
      'Updates: not for this kind of install (the AppImage and the .deb update themselves)',
    ),
  installedApp: () => said('installed-app', 'Updates: come with the installed app'),
  checking: () => said('checking', 'Updates: checking for a new version…'),
  downloading: (version: string, percent: number): UpdateSummary => ({
    code: 'downloading',
    values: { version, percent },
    message: `Updates: downloading version ${version} (${percent} %)`,
  }),
  ready: (version: string): UpdateSummary => ({
    code: 'ready',
    values: { version },
    message: `Updates: version ${version} is ready; restart to update, or it installs when you quit`,
  }),
  available: (version: string): UpdateSummary => ({
    code: 'available',
    values: { version },
    message: `Updates: version ${version} is out; this build is not code-signed, so it cannot install it itself`,
  }),
  /** `reason`: the first line of electron-updater's error, as it wrote it. */
  failed: (reason: string, intervalMs: number): UpdateSummary => ({
    code: 'failed',
    values: { reason, hours: hours(intervalMs) },
    message: `Updates: the last check failed (${reason}); the next is in ${inHours(hours(intervalMs))}`,
  }),
  byHand: (intervalMs: number): UpdateSummary => ({
    code: 'by-hand',
    values: { hours: hours(intervalMs) },
    message: `Updates: checked every ${inHours(hours(intervalMs))}; this build is not code-signed, so new versions are installed by hand`,
  }),
  latest: () => said('latest', 'Updates: automatic; this is the latest version'),
  automatic: () => said('automatic', 'Updates: automatic'),
}
