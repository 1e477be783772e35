import { createIntl } from 'react-intl'
import { messages } from '../../i18n/catalog.ts'
import { translator, type Translate } from '../../i18n/use-t.ts'

/**
 * The messages in English, for the helpers other screens call without the window's `t` (typeLabel,
 * placementHint, describeChanges, filterLocations): they say what they said before, until those screens
 * pass their `t`.
 */
export const english: Translate = translator(createIntl({ locale: 'en', messages: messages.en }))
