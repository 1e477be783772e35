// What the serial id helper says, in the window's German: a text the helper said by its catalog message, and
// the same text passed on by main with the helper's code alone (the import's findings, the survey's notes),
// the device types named from their `kind`.
import { describe, expect, it } from 'vitest'
import { serialWords } from '#renderer/features/register/serial-words.ts'
import { build, validate, type Candidate } from '#shared/serial-id/index.ts'
import { german } from '../translate.ts'

const words = serialWords(german)

describe('the serial id helper in German', () => {
  it('says a warning by its catalog message', () => {
    const result = build('monitor', { vendor: 'DEL', serial: 'BZ 1 ', productCode: 'A17D' })
    const [warning] = result.ok ? result.warnings : []
    expect(warning).toMatchObject({ code: 'spaces', id: 'serialId.warning.spaces' })
    expect(words.warning(warning!)).toBe(
      'Die EDID-Seriennummer „BZ 1 “ endet mit Leerzeichen. Sie bleiben erhalten, wie die Quelle sie enthält; ohne sie lautete der Wert „BZ 1“. Wenn der Sensor den Wert ohne Leerzeichen meldet, verwenden Sie stattdessen diesen.',
    )
  })

  it('names the device types of a part error in German, said or passed on with its code', () => {
    const result = validate('wifi', 'Network;00:1a:2b:3c:4d:5e;Gateway')
    const [error] = result.ok ? [] : result.errors
    expect(error?.message).toBe(
      'This is the serial id of a Router (default gateway) (device type 16), not of a Wi-Fi access point; check the device type.',
    )
    const inGerman =
      'Das ist die Serien-ID eines Geräts vom Typ „Router (Standardgateway)“ (Gerätetyp 16), nicht vom Typ „WLAN-Access-Point“; prüfen Sie den Gerätetyp.'
    expect(words.partError(error!)).toBe(inGerman)
    const { id: _id, ...passedOn } = error!
    expect(words.partError(passedOn)).toBe(inGerman)
  })

  it("says a candidate's label by its labelId, and one passed on by its code", () => {
    const result = build('usb', { vendor: '0bda', serial: 'S', product: '8153' })
    const candidates: Candidate[] = result.ok ? [] : (result.candidates ?? [])
    const labels = [
      'hexadezimal, wie lsusb, der Geräte-Manager und /sys USB-IDs ausgeben',
      'dezimal, wie macOS ioreg und die Serien-ID selbst sie schreiben',
    ]
    expect(candidates.map((candidate) => german(candidate.labelId, candidate.labelValues))).toEqual(
      labels,
    )
    expect(candidates.map(({ label, labelCode }) => words.candidate({ label, labelCode }))).toEqual(
      labels,
    )
  })
})
