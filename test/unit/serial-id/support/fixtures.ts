// Printouts written for the tests in each tool's documented layout (test/fixtures/serial-id, invented
// addresses and serials), and the real-world samples read in place from ../shared/fixtures.
import { readFileSync } from 'node:fs'
import { sharedFixtures } from '../../../support/shared-fixtures.ts'

const root = new URL('../../../fixtures/serial-id/', import.meta.url)

/** A hand-made printout of test/fixtures/serial-id. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(name, root), 'utf8')
}

/** The real EDIDs of ../shared/fixtures/edid, with Debian's edid-decode readings of each. */
export const sharedEdid = sharedFixtures('edid')

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

/** What Debian's edid-decode read from each of the 46 EDIDs (edid/manifest.json); none where absent. */
export function edidManifest(): ManifestItem[] {
  if (!sharedEdid.present) return []
  return (JSON.parse(sharedEdid.text('manifest.json')) as { items: ManifestItem[] }).items
}
