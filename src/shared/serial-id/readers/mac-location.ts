import type { ReadNotice, SourceId } from '../types.ts'

/** macOS 12 and later hide BSSIDs from programs that lack Location Services permission. */
export function hiddenBssidsNotice(source: SourceId, line: number, count: number): ReadNotice {
  return {
    source,
    line,
    code: 'bssids-hidden',
    values: { count },
    message:
      `${count} network(s) are listed without a BSSID: macOS shows BSSIDs only to programs allowed to use ` +
      'Location Services. Allow Terminal under System Settings → Privacy & Security → Location Services, ' +
      'run the command again and paste its output; or read the BSSID on another machine (netsh, nmcli, iw).',
  }
}
