const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' })
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A moment as people read it: the time today, the date and time before today. */
export function formatMoment(moment: string | number | Date, now = new Date()): string {
  const date = new Date(moment)
  return date.toDateString() === now.toDateString() ? time.format(date) : dateTime.format(date)
}
