import type { UpdateSummaryCode } from '#shared/ipc/updates.ts'
import type { CodeMessages } from '../../i18n/coded.ts'

/** What happens with updates (main/updates/update-summary.ts). */
export const UPDATE_SUMMARIES: CodeMessages<UpdateSummaryCode> = {
  managed: 'updates.status.managed',
  'turned-off': 'updates.status.turned-off',
  'dev-build': 'updates.status.dev-build',
  'no-feed': 'updates.status.no-feed',
  'not-nsis': 'updates.status.not-nsis',
  'other-install': 'updates.status.other-install',
  'installed-app': 'updates.status.installed-app',
  checking: 'updates.status.checking',
  downloading: 'updates.status.downloading',
  ready: 'updates.status.ready',
  available: 'updates.status.available',
  failed: 'updates.status.failed',
  'by-hand': 'updates.status.by-hand',
  latest: 'updates.status.latest',
  automatic: 'updates.status.automatic',
}
