import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DevicesScreen } from '#renderer/features/devices/DevicesScreen.tsx'
import { MemoryOnlyNotice } from '#renderer/features/devices/MemoryOnlyNotice.tsx'
import { SelectionBar } from '#renderer/features/devices/SelectionBar.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import { accountAdminSession, device, fakeApi } from '../fake-api.ts'
import { renderInLanguage, renderInWorkspace } from '../render.tsx'

const DEVICES = [
  device('Network;00:1a:2b:3c:4d:01;WiFi', { name: 'Corp', locationId: 'f2' }),
  device('17EF;DOCK1;41863', { deviceType: 4, name: 'Desk 7 dock', source: 'admin' }),
]

const noop = () => {}

describe('the devices screen in German', () => {
  it('says everything in German: title, actions, filters, columns, rows and the selection', async () => {
    renderInWorkspace(
      <DevicesScreen onRegister={noop} />,
      fakeApi(DEVICES),
      accountAdminSession,
      'de',
    )
    await screen.findByText('2 von 2 Geräten angezeigt')
    expect(screen.getByRole('heading', { name: 'Geräte' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Gerät registrieren' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Geräte neu laden' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sichtbare Zeilen exportieren' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Suche' })).toBeTruthy()
    const type = screen.getByRole('combobox', { name: 'Typ' })
    expect(within(type).getByRole('option', { name: 'WLAN-Access-Point' })).toBeTruthy()
    expect(within(type).getByRole('option', { name: 'USB-Gerät (Dockingstation)' })).toBeTruthy()
    const state = screen.getByRole('combobox', { name: 'Zustand' })
    expect(within(state).getByRole('option', { name: 'Nicht zugeordnet' })).toBeTruthy()

    const table = screen.getByRole('table', { name: 'Geräte' })
    expect(within(table).getByRole('button', { name: 'Nach Serien-ID sortieren' })).toBeTruthy()
    expect(within(table).getByRole('button', { name: 'Nach Standort sortieren' })).toBeTruthy()
    const dock = screen.getByRole('row', { name: /17EF;DOCK1;41863/ })
    expect(dock.textContent).toContain('USB-Gerät (Dockingstation)')
    expect(dock.textContent).toContain('Registriert')
    expect(dock.textContent).toContain('Nicht zugeordnet')
    expect(screen.getByRole('row', { name: /00:1a:2b:3c:4d:01/ }).textContent).toContain(
      'Zugeordnet',
    )
    expect(within(dock).getByRole('button', { name: 'Details zu Desk 7 dock' })).toBeTruthy()

    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: 'Alle angezeigten Geräte auswählen' }))
    expect(screen.getByTestId('device-count').textContent).toBe(
      '2 von 2 Geräten angezeigt · 2 ausgewählt',
    )
    expect(screen.getByRole('button', { name: 'Ausgewählte zuordnen (2)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Zuordnung aufheben (1)' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Ausgewählte zuordnen (2)' }))
    expect(await screen.findByRole('dialog', { name: '2 Geräte zuordnen' })).toBeTruthy()
  })

  it.each<[Locale, number, string, string]>([
    [
      'en',
      1,
      '1 device was registered and never paired: the service keeps it in memory only and loses it when it restarts. Pairing saves it.',
      'Show it',
    ],
    [
      'en',
      3,
      '3 devices were registered and never paired: the service keeps them in memory only and loses them when it restarts. Pairing saves them.',
      'Show them',
    ],
    [
      'de',
      1,
      '1 Gerät wurde registriert, aber nie zugeordnet: Der Dienst hält es nur im Arbeitsspeicher und verliert es bei einem Neustart. Durch eine Zuordnung wird es gespeichert.',
      'Gerät anzeigen',
    ],
    [
      'de',
      3,
      '3 Geräte wurden registriert, aber nie zugeordnet: Der Dienst hält sie nur im Arbeitsspeicher und verliert sie bei einem Neustart. Durch eine Zuordnung werden sie gespeichert.',
      'Geräte anzeigen',
    ],
  ])('the notice of devices in memory only (%s, %i)', (locale, count, text, show) => {
    renderInLanguage(<MemoryOnlyNotice count={count} onShow={noop} onPair={noop} />, locale)
    expect(screen.getByRole('note').querySelector('p')?.textContent).toBe(text)
    expect(screen.getByRole('button', { name: show })).toBeTruthy()
  })

  it.each<[Locale, string]>([
    ['en', 'Showing 1,234 of 50,000 devices · 1 selected'],
    ['de', '1.234 von 50.000 Geräten angezeigt · 1 ausgewählt'],
  ])('counts in the numbers of the language (%s)', (locale, text) => {
    renderInLanguage(
      <SelectionBar
        shown={1234}
        total={50_000}
        selected={1}
        paired={0}
        onPair={noop}
        onUnpair={noop}
        onClear={noop}
      />,
      locale,
    )
    expect(screen.getByTestId('device-count').textContent).toBe(text)
  })
})
