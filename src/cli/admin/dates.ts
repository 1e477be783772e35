/**
 * Dates in the command line's human output follow the user's locale (the words of its tables stay English,
 * as scripts read them; --json keeps ISO 8601). The locale is the environment's, as POSIX tools read it (LC_ALL, then
 * LC_TIME, then LANG: 'de_DE.UTF-8' → 'de-DE'): Node's own default ignores it where ICU was built without
 * the system's locales. 'C', 'POSIX' or none: the system's default, else en-US.
 */
export function dateLocale(env: Record<string, string | undefined>): string {
  const posix = env['LC_ALL'] || env['LC_TIME'] || env['LANG'] || ''
  const tag = posix.split(/[.@]/)[0]?.replace('_', '-') ?? ''
  if (tag && tag !== 'C' && tag !== 'POSIX') {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag)
      if (supported) return supported
    } catch {
      // Not a language tag ('en_US.ISO-8859-1@x' gives 'en-US'; nonsense gives nothing): fall through.
    }
  }
  const system = Intl.DateTimeFormat().resolvedOptions().locale
  return system === 'und' ? 'en-US' : system
}

/** A moment for people, in the locale and this machine's time zone: "26.11.2026, 10:55", "Nov 26, 2026, 10:55 AM". */
export function humanMoment(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
}
