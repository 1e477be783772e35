import { coded } from '../../coded-text.ts'
import { foundChoice, foundDevice, type FoundAt } from '../found.ts'
import { hex4 } from '../numbers.ts'
import type { FoundDevice, SerialWarning } from '../types.ts'
import { candidateLabel, quoted } from '../text.ts'
import type { DescriptorText } from './descriptor.ts'

/** What decides a monitor's serial id, from the EDID bytes or from edid-decode's printout of them. */
export interface MonitorFields {
  vendor: string
  productCode: number
  /** Bytes 12–15, little endian. */
  numericSerial: number
  /** The base block's serial descriptor (0xFF), when it has one. */
  serialText?: DescriptorText | undefined
  /** The first serial descriptor of a CTA-861 extension, when the base block has none. */
  extensionSerialText?: string | undefined
  /** The display product name (0xFC), trimmed. */
  name?: string | undefined
}

/**
 * The monitor's id by the rule of README.md: the base block's serial text as it stands; where it is missing or
 * empty, the numeric serial in decimal; where only a CTA extension has serial text, both ids to choose from.
 */
export function monitorDevice(
  fields: MonitorFields,
  at: FoundAt,
  more: readonly SerialWarning[] = [],
): FoundDevice | undefined {
  const warnings: SerialWarning[] = [...more]
  const common = { vendor: fields.vendor, productCode: `0x${hex4(fields.productCode)}` }
  const numeric = String(fields.numericSerial)
  const extras = { info: fields.name, warnings }
  const descriptor = fields.serialText
  if (descriptor?.endedBy !== undefined) {
    const { byte, position } = descriptor.endedBy
    const hex = byte.toString(16).padStart(2, '0').toUpperCase()
    const values = { byte: hex, position, text: quoted(descriptor.text) }
    warnings.push({ ...coded('serialId.warning.descriptor-end', values), part: 'serial' })
  }
  if (descriptor !== undefined && descriptor.text.trim() !== '')
    return foundDevice('monitor', { ...common, serial: descriptor.text }, at, extras)
  if (descriptor !== undefined) {
    warnings.push({ ...coded('serialId.warning.empty-descriptor', { numeric }), part: 'serial' })
  }
  if (fields.extensionSerialText !== undefined && fields.extensionSerialText.trim() !== '') {
    return foundChoice(
      'monitor',
      [
        {
          parts: { ...common, serial: numeric },
          ...candidateLabel('serialId.candidate.edid-numeric-serial'),
        },
        {
          parts: { ...common, serial: fields.extensionSerialText },
          ...candidateLabel('serialId.candidate.edid-extension-serial'),
        },
      ],
      at,
      extras,
    )
  }
  return foundDevice('monitor', { ...common, serial: numeric }, at, extras)
}
