import type { IntlShape } from 'react-intl'
import type { IpcError } from '#shared/ipc/result.ts'
import type { SessionPart, SessionState } from '#shared/ipc/session.ts'
import { localizeMoments } from '../../app/time.ts'
import { translator } from '../../i18n/use-t.ts'

/** A part of the session's message as the window says it; `english` where it is a service's own words. */
export interface SaidPart {
  text: string
  english: boolean
}

/** The moments a value names (a key's expiry in the service's reason) as the locale writes them. */
const localValues = (intl: IntlShape, values: SessionPart['values']) =>
  values &&
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? localizeMoments(intl, value) : value,
    ]),
  )

/**
 * Why no one is signed in (or a note on the sign-in), in the window's language: each part main worded
 * said with its catalog message, a part without one (a service's own words) as it came, in English; null with no
 * message. A session from before main coded it (no parts) is its English message.
 */
export function sessionMessage(intl: IntlShape, session: SessionState): SaidPart[] | null {
  if (session.message === null) return null
  const t = translator(intl)
  const parts = session.parts ?? [{ message: session.message }]
  return parts.map((part) =>
    part.id
      ? { text: t(part.id, localValues(intl, part.values)), english: false }
      : { text: localizeMoments(intl, part.message), english: true },
  )
}

/** A refusal with the moments it names (an expiry, a revocation) as the locale writes them. */
export const localizedError = (intl: IntlShape, error: IpcError): IpcError => ({
  ...error,
  message: localizeMoments(intl, error.message),
  ...(error.text?.values
    ? { text: { ...error.text, values: localValues(intl, error.text.values) } }
    : {}),
})

/** The parts as one line (a title, a tooltip). */
export const sessionLine = (parts: readonly SaidPart[]) => parts.map((part) => part.text).join(' ')
