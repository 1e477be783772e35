import type { DeviceTypeName } from '#shared/api/common.ts'
import { LIMITS } from '#shared/api/limits.ts'
import type { ImportField, Finding } from '#shared/ipc/import.ts'
import { nulIndex } from '#shared/well-formed.ts'
import { readBand } from './band.ts'
import type { RowContext } from './check-row.ts'
import { error, finding } from './finding.ts'

// A row's texts: its name and info as the service keeps them, a Wi-Fi device's SSID and band.

/** Bytes of an SSID: 802.11 allows 32 (counted without encoding a copy). */
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8')

export function textFindings(kind: DeviceTypeName | null, name: string, info: string) {
  const findings: Finding[] = []
  if (name.length > LIMITS.nameLength)
    findings.push(error('name-too-long', { length: name.length, max: LIMITS.nameLength }))
  if (info.length > LIMITS.infoLength)
    findings.push(error('info-too-long', { length: info.length, max: LIMITS.infoLength }))
  // The service refuses it (wellFormedOnly): said here, before the row is sent.
  for (const [field, text] of [
    ['name', name],
    ['info', info],
  ] as const) {
    const index = nulIndex(text)
    if (index !== -1) findings.push(error('nul-character', { field, index }))
  }
  if (kind === 'wifi' && name === '') findings.push(finding('warning', 'wifi-name'))
  if (kind === 'wifi' && utf8Length(name) > 32)
    findings.push(error('ssid-too-long', { ssid: name, bytes: utf8Length(name) }))
  return findings
}

/** A Wi-Fi row's name and info: the SSID and band where the file has them (the sensor's convention). */
export function wifiTexts(values: Partial<Record<ImportField, string>>, context: RowContext) {
  const name = context.headers.ssid !== undefined ? (values.ssid ?? '') : (values.name ?? '')
  const fromBand = context.headers.band !== undefined
  const raw = fromBand ? (values.band ?? '') : (values.info ?? '')
  const findings: Finding[] = []
  const band = readBand(raw)
  let info = raw
  if (band !== undefined && band !== raw) {
    findings.push(
      finding('note', 'band', {
        said: 'written',
        raw,
        band,
      }),
    )
    info = band
  } else if (band === undefined && raw.trim() !== '') {
    const column = (fromBand ? context.headers.band : context.headers.info) ?? ''
    findings.push(
      fromBand
        ? error('band', { said: 'unknown', raw, column })
        : finding('warning', 'band', { said: 'kept', raw, column }),
    )
  }
  return { name, info, findings }
}

/** The texts no column gives: a device registered already keeps its own rather than losing them. */
export function keptTexts(
  context: Pick<RowContext, 'headers'>,
  wifi: boolean,
): Array<'name' | 'info'> {
  const { headers } = context
  const kept: Array<'name' | 'info'> = []
  if (headers.name === undefined && !(wifi && headers.ssid !== undefined)) kept.push('name')
  if (headers.info === undefined && !(wifi && headers.band !== undefined)) kept.push('info')
  return kept
}
