import { coded } from '#shared/coded-text.ts'
import { readText } from '#shared/serial-id/read.ts'
import type { Command } from '../command-runner.ts'
import { runOk } from '../command-runner.ts'
import { DetectError, type DetectContext, type DetectReader, type ReaderReport } from '../types.ts'
import { entries, exists, sysPath } from './sysfs.ts'

/** NetworkManager's last scan (no rescan: that takes seconds); the fields tell the helper's reader the order. */
const NMCLI: Command = {
  file: 'nmcli',
  args: ['-t', '-f', 'SSID,BSSID,FREQ,CHAN', 'dev', 'wifi', 'list', '--rescan', 'no'],
  label: 'nmcli -t -f SSID,BSSID,FREQ,CHAN dev wifi list --rescan no',
}
const iwDump = (face: string): Command => ({
  file: 'iw',
  args: ['dev', face, 'scan', 'dump'],
  label: `iw dev ${face} scan dump`,
})

async function wirelessInterfaces(root: string): Promise<string[]> {
  const names = await entries(sysPath(root, 'sys/class/net'))
  const wireless = await Promise.all(
    names.map(async (name) =>
      (await exists(sysPath(root, 'sys/class/net', name, 'wireless'))) ? name : '',
    ),
  )
  return wireless.filter(Boolean)
}

function add(report: ReaderReport, text: string, source: string, face?: string) {
  const result = readText(text)
  for (const device of result.devices)
    if (device.kind === 'wifi') report.found.push({ device, source, where: face })
}

/**
 * Access points in range, from NetworkManager (`nmcli`) or else `iw … scan dump` for each Wi-Fi interface:
 * the text goes to the helper's nmcli and iw readers, which give the SSID as name and the band as info.
 */
export const linuxWifi: DetectReader = {
  kind: 'wifi',
  source: 'nmcli dev wifi list, or iw dev … scan dump',
  async read(context: DetectContext) {
    const report: ReaderReport = { found: [], skipped: [], notices: [] }
    const faces = await wirelessInterfaces(context.root)
    if (faces.length === 0) {
      report.notices.push(coded('detect.text.no-wifi-adapter'))
      return report
    }
    try {
      // The command line goes first: the reader takes the field order from its --fields.
      const output = await runOk(context.run, NMCLI)
      add(report, `$ ${NMCLI.label}\n${output}`, NMCLI.label)
      return report
    } catch (error) {
      if (!(error instanceof DetectError) || error.status !== 'unavailable') throw error
    }
    for (const face of faces) {
      const command = iwDump(face)
      add(report, await runOk(context.run, command), command.label, face)
    }
    return report
  },
}
