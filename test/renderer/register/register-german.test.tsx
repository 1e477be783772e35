// The register screen in German: its headings, fields and buttons, and a count said in both forms.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FoundList } from '#renderer/features/register/FoundList.tsx'
import { RegisterScreen } from '#renderer/features/register/RegisterScreen.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import { readText } from '#shared/serial-id/read.ts'
import { accountAdminSession, fakeApi } from '../fake-api.ts'
import { renderInWorkspace } from '../render.tsx'

import netshScan from '../../fixtures/serial-id/netsh-networks-win10.txt?raw'

describe('Register a device in German', () => {
  it('names the form, the device types, the fields and the button in German', () => {
    renderInWorkspace(
      <RegisterScreen onShowDevices={() => {}} />,
      fakeApi([]),
      accountAdminSession,
      'de',
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Gerät registrieren' })).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Gerät registrieren' })).toBeTruthy()
    const types = screen.getByRole('radiogroup', { name: 'Gerätetyp' })
    expect(within(types).getAllByRole('radio')[0]?.textContent).toBe(
      'WLAN-Access-PointKennzeichnet einen Bereich',
    )
    expect(screen.getByRole('radio', { name: 'Teile ausfüllen' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Ganze Serien-ID einfügen' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'BSSID' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Name (SSID)' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Info (Band)' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Band wählen…' })).toBeTruthy()
    expect(screen.getByTestId('serial-preview').textContent).toBe(
      'Füllen Sie die Teile aus, um sie hier zu sehen.',
    )
    expect(screen.getByText('Zu registrierende Serien-ID')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Registrieren und zuordnen' })).toBeTruthy()
  })

  const found = readText(netshScan).devices
  it.each<[Locale, number, string]>([
    ['en', 1, '1 device found'],
    ['en', 3, '3 devices found'],
    ['de', 1, '1 Gerät gefunden'],
    ['de', 3, '3 Geräte gefunden'],
  ])('counts the devices found (%s, %i)', (locale, count, title) => {
    expect(found.length).toBeGreaterThanOrEqual(3)
    renderInWorkspace(
      <FoundList devices={found.slice(0, count)} onEdit={() => {}} />,
      fakeApi([]),
      accountAdminSession,
      locale,
    )
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(title)
  })
})
