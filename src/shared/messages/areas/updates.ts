import type { Catalog } from '../catalog-types.ts'

/** Updates: the notice of a new version and the version line under the menu. */
export const en = {
  'updates.notice.ready': 'Version {version} is ready',
  'updates.notice.available': 'Version {version} is available',
  'updates.notice.ready.text':
    'You have {current}. Restart to update now, or it installs when you quit.',
  'updates.notice.available.text':
    'You have {current}. This build is not code-signed, so it cannot install updates itself: download the new version from its release page.',
  'updates.notice.notes': 'Release notes',
  'updates.notice.not-restarted': 'Not restarted',
  'updates.notice.restart': 'Restart to update',
  'updates.notice.open-page': 'Open the release page',
  'updates.notice.later': 'Later',
  'updates.summary.version': 'Version {version}.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'updates.notice.ready': 'Version {version} ist bereit',
  'updates.notice.available': 'Version {version} ist verfügbar',
  'updates.notice.ready.text':
    'Sie haben {current}. Starten Sie jetzt neu, um zu aktualisieren – sonst wird das Update beim Beenden installiert.',
  'updates.notice.available.text':
    'Sie haben {current}. Dieser Build ist nicht codesigniert und kann Updates daher nicht selbst installieren: Laden Sie die neue Version von ihrer Release-Seite herunter.',
  'updates.notice.notes': 'Versionshinweise',
  'updates.notice.not-restarted': 'Nicht neu gestartet',
  'updates.notice.restart': 'Neu starten und aktualisieren',
  'updates.notice.open-page': 'Release-Seite öffnen',
  'updates.notice.later': 'Später',
  'updates.summary.version': 'Version {version}.',
}
