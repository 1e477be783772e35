// Real outputs, copied with attribution into test/fixtures/serial-id (see its README.md).
import { readFileSync } from 'node:fs'

const root = new URL('../../../fixtures/serial-id/', import.meta.url)

export function fixtureText(name: string): string {
  return readFileSync(new URL(name, root), 'utf8')
}

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, root)))
}

export interface ManifestItem {
  file: string
  edid_decode: {
    manufacturer: string
    product_code_hex: string
    serial_number_decimal: number | null
    display_product_serial_string: string | null
    display_product_name?: string | null
  }
}

/** What Debian's edid-decode read from each of the 46 EDIDs (edid/manifest.json). */
export function edidManifest(): ManifestItem[] {
  return (JSON.parse(fixtureText('edid/manifest.json')) as { items: ManifestItem[] }).items
}
