import type { RenderProcessGoneDetails } from 'electron'

export interface Notice {
  title: string
  message: string
  detail: string
}

const REASONS: Record<RenderProcessGoneDetails['reason'], string> = {
  'clean-exit': 'it closed',
  'abnormal-exit': 'it stopped unexpectedly',
  killed: 'it was ended by the system or another program',
  crashed: 'it crashed',
  oom: 'it ran out of memory',
  'launch-failed': 'it could not be started',
  'integrity-failure': 'its code failed an integrity check',
  'memory-eviction': 'the system reclaimed its memory',
}

/**
 * What the person is told when the window's page process is gone (instead of a blank window), or
 * null when nothing needs saying (it closed cleanly).
 */
export function windowGoneNotice(details: RenderProcessGoneDetails): Notice | null {
  if (details.reason === 'clean-exit') return null
  return {
    title: 'The window stopped',
    message: `The window's content stopped working: ${REASONS[details.reason]} (exit code ${details.exitCode}).`,
    detail:
      'Nothing you saved is lost: profiles and devices live outside the window. Reload to continue. If it keeps happening, send the log (Help → Open Logs Folder).',
  }
}
