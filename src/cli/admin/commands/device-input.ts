import type { DeviceTypeName } from '#shared/api/common.ts'
import { build, layouts, validate } from '#shared/serial-id/index.ts'
import { normalizeBand } from '#shared/serial-id/wifi-band.ts'
import { text, type OptionName, type ParsedArgs } from '../args.ts'
import { CommandError, UsageError } from '../errors.ts'

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
    throw new UsageError(
      `A ${kind} serial id has no ${foreign.map((o) => `--${o}`).join(', ')}; its parts are ${wanted.map((o) => `--${o}`).join(' ')}.`,
    )
  }
  if (given !== undefined) {
    if (usedParts.length) throw new UsageError('Give --serial-id or the layout parts, not both.')
    const result = validate(kind, given)
    if (result.ok) return given
    const hint = result.suggestion ? ` Did you mean ${result.suggestion}?` : ''
    throw new CommandError(
      'validation_failed',
      `The serial id does not follow the ${kind} layout ${result.expectedLayout}.${hint}`,
      result.errors.map((e) => ({ path: e.part, message: e.message })),
    )
  }
  const missing = wanted.filter((option) => text(args, option) === undefined)
  if (missing.length) {
    throw new UsageError(
      `A ${kind} serial id needs ${missing.map((o) => `--${o}`).join(' ')} (or the whole id as --serial-id). Layout: ${layouts[kind].layout}`,
    )
  }
  const parts = Object.fromEntries(
    partKeys.map((key) => [key, text(args, PART_OPTIONS[key]!) ?? '']),
  )
  const result = build(kind, parts)
  if (result.ok) return result.serialId
  throw new CommandError(
    'validation_failed',
    `The parts do not make a ${kind} serial id (layout ${layouts[kind].layout}).`,
    result.errors.map((e) => ({ path: `--${PART_OPTIONS[e.part] ?? e.part}`, message: e.message })),
  )
}

/** Wi-Fi: the name is the SSID and the info the band, as the sensor reports them. */
export function nameAndInfo(
  args: ParsedArgs,
  kind: DeviceTypeName,
): { name: string; info: string } {
  const isWifi = kind === 'wifi'
  if (!isWifi && (text(args, 'ssid') !== undefined || text(args, 'band') !== undefined)) {
    throw new UsageError('--ssid and --band are for wifi devices; use --name and --info.')
  }
  const name = text(args, 'name') ?? (isWifi ? text(args, 'ssid') : undefined)
  const given = text(args, 'info') ?? (isWifi ? text(args, 'band') : undefined) ?? ''
  // As the app's band list: the sensor reports one of three bands, spelled one way.
  const band = isWifi && given !== '' ? normalizeBand(given) : undefined
  if (isWifi && given !== '' && band === undefined)
    throw new UsageError(
      `--band is the band the access point sends on: 2.4 GHz, 5 GHz or 6 GHz (not ${JSON.stringify(given.slice(0, 40))}).`,
    )
  const info = band ?? given
  if (name === undefined)
    throw new UsageError(
      isWifi
        ? 'Give --ssid (the network name), used as the device name.'
        : 'Give --name, a name people recognise.',
    )
  if (isWifi && !info)
    throw new UsageError('Give --band (2.4 GHz, 5 GHz or 6 GHz), used as the device info.')
  return { name, info }
}
