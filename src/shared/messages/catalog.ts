import type { Locale } from './locales.ts'
import * as app from './areas/app.ts'
import * as errors from './areas/errors.ts'
import * as errorTexts from './areas/error-texts.ts'
import * as importErrorTexts from './areas/import-error-texts.ts'
import * as profileErrorTexts from './areas/profile-error-texts.ts'
import * as apiKeyErrorTexts from './areas/api-key-error-texts.ts'
import * as updates from './areas/updates.ts'
import * as placement from './areas/placement.ts'
import * as lost from './areas/lost.ts'
import * as register from './areas/register.ts'
import * as registerFound from './areas/register-found.ts'
import * as importArea from './areas/import.ts'
import * as importResult from './areas/import-result.ts'
import * as importTexts from './areas/import-texts.ts'
import * as importSources from './areas/import-sources.ts'
import * as importAsks from './areas/import-asks.ts'
import * as devices from './areas/devices.ts'
import * as pairing from './areas/pairing.ts'
import * as connection from './areas/connection.ts'
import * as apiKeys from './areas/api-keys.ts'
import * as apiKeyActions from './areas/api-key-actions.ts'
import * as survey from './areas/survey.ts'
import * as detect from './areas/detect.ts'
import * as detectTexts from './areas/detect-texts.ts'
import * as locations from './areas/locations.ts'
import * as overview from './areas/overview.ts'
import * as activity from './areas/activity.ts'
import * as serialId from './areas/serial-id.ts'
import * as serialIdProof from './areas/serial-id-proof.ts'
import * as fromMain from './areas/from-main.ts'
import * as match from './areas/match.ts'
import * as firstRun from './areas/first-run.ts'

/**
 * Every message of the window and the core, per language (the command lines' own: cli-catalog.ts, kept out
 * of the window's bundle). Each area keeps its English and German side by side in
 * messages/<area>.ts, so a message missing in German is a type error there (and a test failure here).
 */
const AREAS = [
  app,
  errors,
  errorTexts,
  importErrorTexts,
  profileErrorTexts,
  apiKeyErrorTexts,
  updates,
  placement,
  lost,
  register,
  registerFound,
  importArea,
  importResult,
  importTexts,
  importSources,
  importAsks,
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
  serialIdProof,
  fromMain,
  match,
  firstRun,
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
