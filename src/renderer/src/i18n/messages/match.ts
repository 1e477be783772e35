import type { Catalog } from '../catalog-types.ts'

/** The match check: registrations against what sensors report, near-misses and their repair. */
export const en = {
  'errors.match.match-changed':
    'Nothing was changed: the devices changed since the check ({changes}). Run the check again and repair what it shows then.',
  'errors.match.match-gone':
    'Nothing was changed: the service no longer lists {serialId}. Run the check again.',
  'errors.match.match-not-near-miss':
    'Nothing was changed: {reported} is no near-miss of {registered}.',
  'errors.match.match-likely-unconfirmed':
    'Nothing was changed: {reported} is only likely the same hardware as {registered}. Confirm the repair to make it (--include-likely, or answer the question).',
  'errors.match.match-not-registered':
    'Nothing was changed: {serialId} was reported by a sensor, not registered by an admin.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'errors.match.match-changed':
    'Es wurde nichts geändert: Die Geräte haben sich seit der Prüfung geändert ({changes}). Prüfen Sie erneut und reparieren Sie, was die Prüfung dann zeigt.',
  'errors.match.match-gone':
    'Es wurde nichts geändert: Der Dienst führt {serialId} nicht mehr. Prüfen Sie erneut.',
  'errors.match.match-not-near-miss':
    'Es wurde nichts geändert: {reported} ist kein Beinahe-Treffer von {registered}.',
  'errors.match.match-likely-unconfirmed':
    'Es wurde nichts geändert: {reported} ist nur wahrscheinlich dieselbe Hardware wie {registered}. Bestätigen Sie die Reparatur, um sie auszuführen (--include-likely oder die Rückfrage).',
  'errors.match.match-not-registered':
    'Es wurde nichts geändert: {serialId} wurde von einem Sensor gemeldet, nicht von einem Administrator registriert.',
}
