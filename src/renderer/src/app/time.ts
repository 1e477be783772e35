import type { IntlShape } from 'react-intl'

const TIME = { timeStyle: 'medium' } as const
const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const

/** A moment as people read it in the window's language: the time today, the date and time before today. */
export function formatMoment(
  intl: IntlShape,
  moment: string | number | Date,
  now = new Date(),
): string {
  const date = new Date(moment)
  return date.toDateString() === now.toDateString()
    ? intl.formatTime(date, TIME)
    : intl.formatDate(date, DATE_TIME)
}

/** An ISO 8601 moment inside a service's text ("This API key expired on 2026-11-06T04:58:00.000Z."). */
const ISO_MOMENT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})\b/g

/** A service's message with the moments it names in the locale's format rather than as raw ISO text. */
export function localizeMoments(intl: IntlShape, text: string): string {
  return text.replace(ISO_MOMENT, (iso) => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? iso : intl.formatDate(date, DATE_TIME)
  })
}
