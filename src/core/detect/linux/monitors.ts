import { coded } from '#shared/coded-text.ts'
import { readFile } from 'node:fs/promises'
import { readEdid } from '#shared/serial-id/read.ts'
import { type DetectReader, type ReaderReport } from '../types.ts'
import { entries, readAttribute, sysPath } from './sysfs.ts'

const DRM = 'sys/class/drm'

/** Monitors from the EDID the kernel read from each connected display (`/sys/class/drm/card0-DP-1/edid`). */
export const linuxMonitors: DetectReader = {
  kind: 'monitor',
  source: '/sys/class/drm/*/edid',
  async read({ root }) {
    const report: ReaderReport = { found: [], skipped: [], notices: [] }
    const connectors = (await entries(sysPath(root, DRM))).filter((name) => name.includes('-'))
    if (connectors.length === 0) report.notices.push(coded('detect.text.no-displays'))
    for (const connector of connectors) {
      const status = await readAttribute(sysPath(root, DRM, connector, 'status'))
      if (status !== undefined && status !== 'connected') continue
      const path = sysPath(root, DRM, connector, 'edid')
      const bytes = await readFile(path).catch(() => Buffer.alloc(0))
      if (bytes.length === 0) continue
      const source = `/${DRM}/${connector}/edid`
      const result = readEdid(new Uint8Array(bytes), { source: 'edid', line: 0, lineText: '' })
      if (result.ok) report.found.push({ device: result.device, source, where: connector })
      // The helper's words on the EDID, passed on as they came.
      else report.notices.push({ message: `${source}: ${result.message}` })
    }
    return report
  },
}
