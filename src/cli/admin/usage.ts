import { defaultConfigDir } from '#core/paths.ts'
import { commands } from './command-table.ts'
import { API_KEY_ENV, URL_ENV } from './one-off.ts'

export function usage(): string {
  const lines = Object.entries(commands).map(
    ([name, c]) => `  ${`${name} ${c.usage}`.trimEnd()}\n      ${c.summary}`,
  )
  return `Usage: device-admin COMMAND [OPTIONS]
       (from a checkout: npm run -s admin -- COMMAND …; from the installed app: see the README)

Administers the device registry through the same profiles, keychain and code as the desktop app.

Commands:
${lines.join('\n')}

Options for every command:
  --json             machine output on stdout (errors: {"error":{code,message,fields}})
  --config-dir DIR   the profile folder (default: the app's, ${defaultConfigDir()})
  --verbose          log what happens to stderr (secrets are never logged)
  --lang en|de       the language it speaks (default: the system's); this help, tables and codes stay English
  -h, --help         this help
  --version          print the version

Secrets are never arguments: login reads them from a hidden prompt or standard input.
$${API_KEY_ENV}  an API key for this one command, used instead of the stored secret and never stored
$${URL_ENV}      with $${API_KEY_ENV}: the service of a run without any profile (or --url URL,
                        plus --allow-insecure-http for plain http to another host)
Exit status: 0 ok, 1 the command failed, 2 bad command line.
`
}
