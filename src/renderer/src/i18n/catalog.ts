import type { Locale } from './locales.ts'
import * as app from './messages/app.ts'
import * as errors from './messages/errors.ts'
import * as errorTexts from './messages/error-texts.ts'
import * as bulkErrorTexts from './messages/import-error-texts.ts'
import * as profileErrorTexts from './messages/profile-error-texts.ts'
import * as apiKeyErrorTexts from './messages/api-key-error-texts.ts'
import * as updates from './messages/updates.ts'
import * as placement from './messages/placement.ts'
import * as lost from './messages/lost.ts'
import * as register from './messages/register.ts'
import * as importArea from './messages/import.ts'
import * as importTexts from './messages/import-texts.ts'
import * as importSources from './messages/import-sources.ts'
import * as devices from './messages/devices.ts'
import * as pairing from './messages/pairing.ts'
import * as connection from './messages/connection.ts'
import * as apiKeys from './messages/api-keys.ts'
import * as apiKeyActions from './messages/api-key-actions.ts'
import * as survey from './messages/survey.ts'
import * as detect from './messages/detect.ts'
import * as detectTexts from './messages/detect-texts.ts'
import * as locations from './messages/locations.ts'
import * as overview from './messages/overview.ts'
import * as activity from './messages/activity.ts'
import * as serialId from './messages/serial-id.ts'
import * as fromMain from './messages/from-main.ts'

/**
 * Every message of the window, per language. Each area keeps its English and German side by side in
 * messages/<area>.ts, so a message missing in German is a type error there (and a test failure here).
 */
const AREAS = [
  app,
  errors,
  errorTexts,
  bulkErrorTexts,
  profileErrorTexts,
  apiKeyErrorTexts,
  updates,
  placement,
  lost,
  register,
  importArea,
  importTexts,
  importSources,
  devices,
  pairing,
  connection,
  apiKeys,
  apiKeyActions,
  survey,
  detect,
  detectTexts,
  locations,
  overview,
  activity,
  serialId,
  fromMain,
] as const

type Merge<T extends readonly { en: object }[]> = T extends readonly [
  infer First extends { en: object },
  ...infer Rest extends readonly { en: object }[],
]
  ? First['en'] & Merge<Rest>
  : unknown

export type Messages = Merge<typeof AREAS>
export type MessageId = keyof Messages & string

export const messages: Record<Locale, Record<MessageId, string>> = {
  en: Object.assign({}, ...AREAS.map((area) => area.en)) as Record<MessageId, string>,
  de: Object.assign({}, ...AREAS.map((area) => area.de)) as Record<MessageId, string>,
}

/** Which area file each id comes from (the completeness test names it when an id is duplicated). */
export const areaCatalogs: readonly { en: Record<string, string>; de: Record<string, string> }[] =
  AREAS
