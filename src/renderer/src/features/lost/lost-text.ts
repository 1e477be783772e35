import type { IntlShape } from 'react-intl'
import type { LostDevice } from '#shared/ipc/registry.ts'
import { translator } from '../../i18n/use-t.ts'

const DAY = { day: 'numeric', month: 'short' } as const

/** "on 26 Nov", or "between 24 Nov and 26 Nov": when the lost devices were registered, in the window's language. */
export function registeredWhen(intl: IntlShape, devices: readonly LostDevice[]): string {
  const t = translator(intl)
  const days = [
    ...new Set(devices.map((device) => intl.formatDate(new Date(device.registeredAt), DAY))),
  ]
  if (days.length <= 1) return t('lost.when.day', { day: days[0] ?? '' })
  return t('lost.when.range', { first: days[0], last: days[days.length - 1] })
}

/** The notice's sentence: how many, when registered, and what happened to them. */
export function lostSentence(intl: IntlShape, devices: readonly LostDevice[]): string {
  const t = translator(intl)
  const values = { count: devices.length, when: registeredWhen(intl, devices) }
  return devices.every((device) => device.certain)
    ? t('lost.sentence.lost', values)
    : t('lost.sentence.unlisted', values)
}
