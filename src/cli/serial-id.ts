// Command line for the serial id helper: `npm run -s serial-id -- build|validate|parse|read …`.
// Exit codes: 0 ok, 1 invalid input (reason on stderr), 2 usage error.
import packageJson from '../../package.json' with { type: 'json' }
import { visible } from '#shared/text/visible.ts'
import { chosenLocale, sayer, systemLocale, type Say } from './language.ts'
import { runBuild, runParse, runValidate } from './serial-id/commands.ts'
import { usageError, type Outcome } from './serial-id/outcome.ts'
import { runRead } from './serial-id/read.ts'

const USAGE = `Usage: npm run -s serial-id -- [--json] COMMAND ARGS…

Commands:
  build TYPE PART…          print the exact serial id built from its parts
  validate TYPE SERIALID    check a serial id against the layout of TYPE
  parse SERIALID            print the device type(s) and parts of a serial id
  read [FILE|-]             print the id of each device in an EDID file or in what a tool printed
                            (a file, or stdin with - or nothing), one per line, in the order found

TYPE is monitor | usb | nic | router | wifi (or the flag 2 | 4 | 8 | 16 | 32).
Parts, in order:
  monitor  VENDOR SERIAL PRODUCTCODE   e.g. del '#HLAYMxgwABnI' a17d
  usb      VENDOR SERIAL PRODUCT       e.g. 0bda 001000001 0x8153
  nic      ethernet|wlan MAC           e.g. wlan 00-1A-2B-3C-4D-5E
  router   MAC                         e.g. 001a.2b3c.4d5e
  wifi     BSSID                       e.g. 00:1A:2B:3C:4D:5E

Numbers (USB ids, the EDID product code): 0x8153 is hex, dec:8153 is decimal. Digits alone, up to four,
read both ways (lsusb prints 8153 in hex, edid-decode prints the monitor Model in decimal): build then
names both ids and exits 1. Hex letters (b06e) or five digits (45166) read one way and need no mark.

read knows: EDID files and hex dumps (/sys/class/drm/*/edid, xrandr --verbose, the registry, edid-decode),
edid-decode, Get-CimInstance WmiMonitorID, Windows device paths (USB\\VID_…&PID_…\\serial), lsusb -v,
netsh wlan show networks mode=bssid (any language), nmcli, iw … scan, airport -s, system_profiler
SPAirPortDataType -json, system_profiler SPUSBDataType (text or -json) and SPDisplaysDataType -json, ip link,
ipconfig /all, getmac, networksetup, and the default gateway from a route (route print, ip route, route -n
get default, netstat -rn) pasted with a neighbour table (arp -a, ip neigh, arp -an). It prints only what the
input proves, and exits 1 when it finds nothing, or a device without one exact id: stderr asks, listing the
choices and what tells them apart (a neighbour table alone: which neighbour is the gateway), or names what
is missing (a part the tool does not print; a masked serial or a MAC no device has). Virtual adapters (Bluetooth PAN, Wi-Fi Direct, VMware,
VirtualBox, Hyper-V, VPNs) are listed with a warning; root hubs and bridges are left out, saying so.

Options:
  --json        print the full result as JSON on stdout (exit codes unchanged)
  --lang en|de  the language it speaks (default: the system's); this help is English
  -h, --help    show this help
  --version     print the version

Exit status: 0 ok, 1 invalid input (the reason on stderr), 2 usage error. Warnings go to stderr.
Example: npm run -s serial-id -- build wifi 00-1A-2B-3C-4D-5E   →   Network;00:1a:2b:3c:4d:5e;WiFi
`

const COMMANDS: Record<
  string,
  (args: readonly string[], json: boolean, t: Say) => Outcome | Promise<Outcome>
> = {
  build: runBuild,
  validate: runValidate,
  parse: runParse,
  read: runRead,
}

/** --lang and its value (`--lang de`, `--lang=de`), taken out of the arguments before `--`. */
function takeLang(argv: readonly string[]): { lang: string | undefined; args: string[] } {
  const args: string[] = []
  let lang: string | undefined
  for (let at = 0; at < argv.length; at++) {
    const arg = argv[at] ?? ''
    if (arg === '--') {
      args.push(...argv.slice(at))
      break
    }
    if (arg === '--lang') lang = argv[++at] ?? ''
    else if (arg.startsWith('--lang=')) lang = arg.slice('--lang='.length)
    else args.push(arg)
  }
  return { lang, args }
}

async function runSerialIdCli(argv: readonly string[]): Promise<Outcome> {
  const { lang, args } = takeLang(argv)
  // What it says: in --lang, else in the system's language (a --lang it does not speak is refused in that).
  const system = sayer(systemLocale(process.env))
  const locale = lang === undefined ? undefined : chosenLocale(lang)
  if (lang !== undefined && !locale) return usageError(system, 'cli.lang.unknown', { chosen: lang })
  const t = locale ? sayer(locale) : system
  let json = false
  const rest: string[] = []
  // Options may come anywhere (`read file --json`); after `--`, everything is an argument.
  while (args.length > 0) {
    const arg = args.shift() ?? ''
    if (arg === '--') rest.push(...args.splice(0))
    else if (arg === '-h' || arg === '--help') return { code: 0, stdout: USAGE }
    else if (arg === '--version')
      return { code: 0, stdout: `device-serial-id ${packageJson.version}\n` }
    else if (arg === '--json') json = true
    else if (arg.startsWith('--') || (arg.startsWith('-') && rest.length === 0 && arg !== '-'))
      return usageError(t, 'cli.serial-id.unknown-option', { option: JSON.stringify(arg) })
    else rest.push(arg)
  }
  const [command, ...params] = rest
  if (command === undefined) return usageError(t, 'cli.serial-id.missing-command')
  if (command === 'help') return { code: 0, stdout: USAGE }
  const run = COMMANDS[command]
  if (run === undefined)
    // Not echoed: a mistyped word may be a pasted secret or serial the shell history should not repeat.
    return usageError(t, 'cli.serial-id.unknown-command')
  return forPeople(await run(params, json, t), json)
}

/**
 * What read finds in a file (an SSID, a monitor's name) may hold control characters: shown as escapes
 * to people, on stderr always and on stdout but with --json, so they cannot act on the terminal.
 */
function forPeople(outcome: Outcome, json: boolean): Outcome {
  const shown = (text: string | undefined) => text && visible(text, { newlines: true })
  return {
    ...outcome,
    stdout: json ? outcome.stdout : shown(outcome.stdout),
    stderr: shown(outcome.stderr),
  }
}

// Awaited at the top, so that an import of this module (the app's --cli) ends when the command has.
const outcome = await runSerialIdCli(process.argv.slice(2))
if (outcome.stdout) process.stdout.write(outcome.stdout)
if (outcome.stderr) process.stderr.write(outcome.stderr)
process.exitCode = outcome.code
