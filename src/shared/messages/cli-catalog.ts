import * as cli from './areas/cli.ts'
import * as cliImport from './areas/cli-import.ts'
import * as cliTasks from './areas/cli-tasks.ts'
import { messages, type MessageId } from './catalog.ts'
import { formatterOf } from './format.ts'
import type { Locale } from './locales.ts'

/**
 * The command lines' own sentences (areas/cli*.ts) beside every message of the catalog: what src/cli says.
 * Apart from catalog.ts so that the window's bundle does not carry them.
 */
const CLI_AREAS = [cli, cliTasks, cliImport] as const

export type CliMessageId = keyof (typeof cli.en & typeof cliTasks.en & typeof cliImport.en) & string

export const cliMessages: Record<Locale, Record<MessageId | CliMessageId, string>> = {
  en: Object.assign({}, messages.en, ...CLI_AREAS.map((area) => area.en)),
  de: Object.assign({}, messages.de, ...CLI_AREAS.map((area) => area.de)),
}

/** The command lines' areas, for the completeness test. */
export const cliAreaCatalogs: readonly {
  en: Record<string, string>
  de: Record<string, string>
}[] = CLI_AREAS

/** A message of the catalog or of the command lines' areas, in a language. */
export const formatCliMessage = formatterOf<MessageId | CliMessageId>(cliMessages)
