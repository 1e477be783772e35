import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NavigationContext } from '#renderer/app/navigation.tsx'
import { OverviewScreen } from '#renderer/features/overview/OverviewScreen.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import type { Device } from '#shared/api/devices.ts'
import { accountAdminSession, device, fakeApi } from '../fake-api.ts'
import { renderInWorkspace } from '../render.tsx'

const navigation = { screen: 'overview' as const, show: () => {} }

function renderOverview(devices: Device[], locale: Locale) {
  return renderInWorkspace(
    <NavigationContext.Provider value={navigation}>
      <OverviewScreen />
    </NavigationContext.Provider>,
    fakeApi(devices),
    accountAdminSession,
    locale,
  )
}

const OFFICE = [
  device('Network;00:1a:2b:3c:4d:01;WiFi', { locationId: 'f2' }),
  device('17EF;DOCK1;41863', { deviceType: 4, name: 'Desk dock', source: 'admin' }),
  device('DEL;ABC;A17D', { deviceType: 2, name: 'Monitor', source: 'admin' }),
]

describe('the overview in German', () => {
  it('names its heading, tables, states, types and coverage in German', async () => {
    renderOverview(OFFICE, 'de')
    expect(await screen.findByRole('heading', { name: 'Übersicht', level: 2 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Geräte und Standorte neu laden' })).toBeTruthy()
    const byState = await screen.findByRole('table', { name: 'Geräte nach Zustand' })
    expect(within(byState).getByRole('columnheader', { name: 'Zustand' })).toBeTruthy()
    expect(within(byState).getByRole('button', { name: 'Nicht zugeordnet' })).toBeTruthy()
    expect(within(byState).getByRole('button', { name: 'Vom Sensor gemeldet' })).toBeTruthy()
    const byType = screen.getByRole('table', { name: 'Geräte nach Typ' })
    expect(within(byType).getByRole('button', { name: 'USB-Gerät (Dockingstation)' })).toBeTruthy()
    expect(within(byType).getByRole('button', { name: 'WLAN-Access-Point' })).toBeTruthy()
    const byLocation = screen.getByRole('table', { name: 'Geräte nach Standort' })
    expect(within(byLocation).getByRole('columnheader', { name: 'Hier zugeordnet' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Abdeckung' })).toBeTruthy()
    expect(
      screen.getByRole('heading', {
        name: 'Registrierte Geräte, die ein Neustart des Dienstes verlieren würde: 2',
      }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Die 2 Geräte anzeigen' })).toBeTruthy()
  })

  it.each([
    ['en', 1, '1 device in this account, 4 locations.', 'Show the device'],
    ['en', 3, '3 devices in this account, 4 locations.', 'Show the 2 devices'],
    ['de', 1, '1 Gerät in diesem Konto, 4 Standorte.', 'Das Gerät anzeigen'],
    ['de', 3, '3 Geräte in diesem Konto, 4 Standorte.', 'Die 2 Geräte anzeigen'],
  ] as const)('counts in %s: %i device(s)', async (locale, count, total, show) => {
    // One device: the unpaired, registered dock alone (one device lost on a restart); three: the office.
    renderOverview(count === 1 ? [OFFICE[1]!] : OFFICE, locale)
    expect((await screen.findByTestId('overview-total')).textContent).toBe(total)
    expect(screen.getByRole('button', { name: show })).toBeTruthy()
  })

  it('writes large counts with the window language’s digit grouping', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => device(`DEL;N${i};A17D`, { deviceType: 2 }))
    renderOverview(many, 'de')
    expect((await screen.findByTestId('overview-total')).textContent).toBe(
      '1.200 Geräte in diesem Konto, 4 Standorte.',
    )
    const byType = screen.getByRole('table', { name: 'Geräte nach Typ' })
    expect(within(byType).getByRole('row', { name: /^Monitor/ }).textContent).toBe('Monitor1.200')
  })
})
