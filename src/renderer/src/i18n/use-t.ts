import { useMemo } from 'react'
import { useIntl, type IntlShape, type PrimitiveType } from 'react-intl'
import type { MessageId } from '#shared/messages/catalog.ts'

export type MessageValues = Record<string, PrimitiveType | Date>
/** A message as plain text in the window's language: `t('devices.title')`, `t('devices.count', { count })`. */
export type Translate = (id: MessageId, values?: MessageValues) => string

/** For code outside components (a model's labels): the translate function of an `intl` passed in. */
export const translator =
  (intl: IntlShape): Translate =>
  (id, values) =>
    intl.formatMessage({ id }, values)

export function useT(): Translate {
  const intl = useIntl()
  return useMemo(() => translator(intl), [intl])
}
