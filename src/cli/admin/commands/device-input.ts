import type { DeviceTypeName } from '#shared/api/common.ts'
import { build, layouts, validate } from '#shared/serial-id/index.ts'
import { normalizeBand } from '#shared/serial-id/wifi-band.ts'
import { text, type OptionName, type ParsedArgs } from '../args.ts'
import { commandError, usageError } from '../errors.ts'

// The options of `device register`, read: the serial id (whole or from its parts), the name, the info.

/** Layout part key → the option that carries it. */
const PART_OPTIONS: Record<string, OptionName> = {
  vendor: 'vendor',
  serial: 'serial',
  product: 'product',
  productCode: 'product-code',
  kind: 'kind',
  mac: 'mac',
  bssid: 'bssid',
}
export const ALL_PART_OPTIONS = Object.values(PART_OPTIONS)

/** The serial id from --serial-id (checked) or from the layout parts (built), with the part errors named. */
export function serialIdOf(args: ParsedArgs, kind: DeviceTypeName): string {
  const given = text(args, 'serial-id')
  const partKeys = layouts[kind].parts.map((part) => part.key)
  const usedParts = ALL_PART_OPTIONS.filter((option) => text(args, option) !== undefined)
  const wanted = partKeys.map((key) => PART_OPTIONS[key]!)
  const foreign = usedParts.filter((option) => !wanted.includes(option))
  if (foreign.length) {
    throw usageError('cli.register.foreign-parts', {
      kind,
      foreign: foreign.map((o) => `--${o}`).join(', '),
      parts: wanted.map((o) => `--${o}`).join(' '),
    })
  }
  if (given !== undefined) {
    if (usedParts.length) throw usageError('cli.register.id-or-parts')
    const result = validate(kind, given)
    if (result.ok) return given
    const fields = result.errors.map((e) => ({ path: e.part, message: e.message }))
    const values = { kind, layout: result.expectedLayout }
    throw result.suggestion
      ? commandError(
          'validation_failed',
          'cli.register.not-layout-suggest',
          { ...values, suggestion: result.suggestion },
          { fields },
        )
      : commandError('validation_failed', 'cli.register.not-layout', values, { fields })
  }
  const missing = wanted.filter((option) => text(args, option) === undefined)
  if (missing.length) {
    throw usageError('cli.register.missing-parts', {
      kind,
      missing: missing.map((o) => `--${o}`).join(' '),
      layout: layouts[kind].layout,
    })
  }
  const parts = Object.fromEntries(
    partKeys.map((key) => [key, text(args, PART_OPTIONS[key]!) ?? '']),
  )
  const result = build(kind, parts)
  if (result.ok) return result.serialId
  throw commandError(
    'validation_failed',
    'cli.register.bad-parts',
    { kind, layout: layouts[kind].layout },
    {
      fields: result.errors.map((e) => ({
        path: `--${PART_OPTIONS[e.part] ?? e.part}`,
        message: e.message,
      })),
    },
  )
}

/** Wi-Fi: the name is the SSID and the info the band, as the sensor reports them. */
export function nameAndInfo(
  args: ParsedArgs,
  kind: DeviceTypeName,
): { name: string; info: string } {
  const isWifi = kind === 'wifi'
  if (!isWifi && (text(args, 'ssid') !== undefined || text(args, 'band') !== undefined)) {
    throw usageError('cli.register.wifi-only')
  }
  const name = text(args, 'name') ?? (isWifi ? text(args, 'ssid') : undefined)
  const given = text(args, 'info') ?? (isWifi ? text(args, 'band') : undefined) ?? ''
  // As the app's band list: the sensor reports one of three bands, spelled one way.
  const band = isWifi && given !== '' ? normalizeBand(given) : undefined
  if (isWifi && given !== '' && band === undefined)
    throw usageError('cli.register.band', { given: JSON.stringify(given.slice(0, 40)) })
  const info = band ?? given
  if (name === undefined) throw usageError(isWifi ? 'cli.register.ssid' : 'cli.register.name')
  if (isWifi && !info) throw usageError('cli.register.band-missing')
  return { name, info }
}
