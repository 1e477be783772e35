// The register screen in German says what the serial id helper says in German: a part error under its
// field, a pasted id's errors, the two ids a typed number can mean, a warning, and a reader's notice.
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RegisterScreen } from '#renderer/features/register/RegisterScreen.tsx'
import { accountAdminSession, fakeApi } from '../fake-api.ts'
import { renderInWorkspace } from '../render.tsx'

function setup() {
  renderInWorkspace(
    <RegisterScreen onShowDevices={() => {}} />,
    fakeApi([]),
    accountAdminSession,
    'de',
  )
  return userEvent.setup()
}

describe('Register a device in German: what the serial id helper says', () => {
  it('explains a wrong part under its field', async () => {
    const user = setup()
    const bssid = screen.getByRole('textbox', { name: 'BSSID' })
    await user.type(bssid, '00-1A-2B')
    expect(bssid.getAttribute('aria-invalid')).toBe('true')
    expect(
      screen.getByText('Die BSSID „00-1A-2B“ ist keine MAC-Adresse', { exact: false }),
    ).toBeTruthy()
  })

  it('lists what is wrong with a pasted id, the device type in its German name', async () => {
    const user = setup()
    await user.click(screen.getByRole('radio', { name: 'Ganze Serien-ID einfügen' }))
    await user.type(screen.getByRole('textbox', { name: 'Serien-ID' }), 'a;b')
    expect(
      screen.getByText(
        'Die Serien-ID muss aus drei durch Semikolons getrennten Feldern bestehen, im Aufbau Network;<BSSID>;WiFi, z. B. Network;00:1a:2b:3c:4d:5e;WiFi; sie hat 2 Felder.',
      ),
    ).toBeTruthy()
  })

  it('offers both ids of a USB product id typed bare, each saying where it is printed', async () => {
    const user = setup()
    await user.click(screen.getByRole('radio', { name: /^USB-Gerät/ }))
    await user.type(screen.getByRole('textbox', { name: 'USB-Hersteller-ID' }), '0bda')
    await user.type(screen.getByRole('textbox', { name: 'USB-Seriennummer' }), 'F01E341F8303')
    await user.type(screen.getByRole('textbox', { name: 'USB-Produkt-ID' }), '8153')
    const choice = screen.getByRole('group', { name: /zwei IDs/ })
    expect(
      within(choice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '0BDA;F01E341F8303;33107 hexadezimal, wie lsusb, der Geräte-Manager und /sys USB-IDs ausgeben',
      '0BDA;F01E341F8303;8153 dezimal, wie macOS ioreg und die Serien-ID selbst sie schreiben',
    ])
    expect(screen.getByText(/^Die USB-Produkt-ID „8153“ lässt sich zweifach lesen/)).toBeTruthy()
  })

  it('warns about a serial with a trailing space', async () => {
    const user = setup()
    await user.click(screen.getByRole('radio', { name: /^Monitor/ }))
    await user.type(screen.getByRole('textbox', { name: 'EDID-Hersteller' }), 'ABC')
    await user.type(screen.getByRole('textbox', { name: 'EDID-Seriennummer' }), 'RN0717C428KS ')
    await user.type(screen.getByRole('textbox', { name: 'EDID-Produktcode' }), '0x1234')
    const note = screen.getByRole('note')
    expect(note.textContent).toContain(
      'Die EDID-Seriennummer „RN0717C428KS “ endet mit Leerzeichen. Sie bleiben erhalten',
    )
  })

  it("says a reader's notice", async () => {
    const user = setup()
    await user.click(screen.getByRole('radio', { name: 'Aus Tool oder EDID lesen' }))
    const paste = await screen.findByRole(
      'textbox',
      { name: 'Ausgabe Ihres Tools einfügen' },
      { timeout: 10_000 },
    )
    fireEvent.change(paste, { target: { value: 'BSS xx:xx:xx:xx:3e:41(on wlan0)' } })
    const notice = await screen.findByText(/maskiert/)
    expect(notice.textContent).toBe(
      'Zeile 1: Die BSSID in Zeile 1 ist maskiert (xx:xx:xx:xx:3e:41): Fügen Sie die Ausgabe so ein, wie iw sie ausgegeben hat.',
    )
  })
})
