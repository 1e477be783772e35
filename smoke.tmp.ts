import { readFileSync, readdirSync } from 'node:fs'
import { readDevices } from './src/shared/serial-id/index.ts'
const dirs = process.argv.slice(2)
for (const file of dirs) {
  const r = readDevices(new Uint8Array(readFileSync(file)))
  console.log('===', file, r.devices.length)
  for (const d of r.devices) console.log(' ', d.line, d.source, d.kind, d.serialId ?? (d.candidates.map(c=>c.serialId+' ['+c.label+']').join(' | ') || 'MISSING ' + d.missing?.message), JSON.stringify(d.name), JSON.stringify(d.info), d.warnings.map(w=>w.code).join(','))
  for (const n of r.notices) console.log('  NOTICE', n.source, n.line, n.message)
}
