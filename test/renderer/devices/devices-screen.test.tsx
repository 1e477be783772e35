import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DevicesScreen } from '#renderer/features/devices/DevicesScreen.tsx'
import { accountAdminSession, device, fail, fakeApi, NOTHING_LOST } from '../fake-api.ts'
import { pickLocation } from '../pick-location.ts'
import { renderInWorkspace } from '../render.tsx'

const DEVICES = [
  device('Network;00:1a:2b:3c:4d:01;WiFi', { name: 'Corp', info: '5 GHz', locationId: 'f2' }),
  device('Network;00:1a:2b:3c:4d:02;WiFi', { name: 'Guest', info: '2.4 GHz' }),
  device('17EF;DOCK1;41863', {
    deviceType: 4,
    name: 'Desk 7 dock',
    info: 'Lenovo',
    locationId: 'f3',
    source: 'admin',
  }),
  device('DEL;ABC;A17D', { deviceType: 2, name: 'Desk 7 monitor', info: 'Dell' }),
]

async function setup(api = fakeApi(DEVICES), count = 4) {
  renderInWorkspace(<DevicesScreen onRegister={() => {}} />, api, accountAdminSession)
  await screen.findByText(`Showing ${count} of ${count} devices`)
  return userEvent.setup()
}

const serialIds = () =>
  within(screen.getByRole('table', { name: 'Devices' }))
    .queryAllByRole('code')
    .map((code) => code.textContent)

describe('Devices', () => {
  it('lists every device with type, serial id, location name, source and state', async () => {
    await setup()
    const row = screen.getByRole('row', { name: /17EF;DOCK1;41863/ })
    expect(row.textContent).toContain('USB device (docking station)')
    expect(row.textContent).toContain('Floor 3')
    expect(row.textContent).toContain('Registered')
    expect(row.textContent).toContain('Paired')
    expect(screen.getByRole('row', { name: /DEL;ABC;A17D/ }).textContent).toContain('Unpaired')
  })

  it('filters by type, state and location', async () => {
    const user = await setup()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Wi-Fi access point')
    expect(serialIds()).toEqual([
      'Network;00:1a:2b:3c:4d:01;WiFi',
      'Network;00:1a:2b:3c:4d:02;WiFi',
    ])
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Unpaired')
    expect(serialIds()).toEqual(['Network;00:1a:2b:3c:4d:02;WiFi'])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types')
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'All states')
    await pickLocation(user, 'Location', 'floor 3', 'Floor 3')
    expect(serialIds()).toEqual(['17EF;DOCK1;41863'])
    expect(screen.getByText('Showing 1 of 4 devices')).toBeTruthy()
  })

  it('filters by a location with the locations inside it (a floor with its desks)', async () => {
    const atDesk = device('DEL;DESK1;A17D', {
      deviceType: 2,
      name: 'Desk 1 monitor',
      locationId: 'f2-d1',
    })
    const user = await setup(fakeApi([...DEVICES, atDesk]), 5)
    await pickLocation(user, 'Location', 'floor 2', 'Floor 2')
    expect(serialIds()).toEqual(['DEL;DESK1;A17D', 'Network;00:1a:2b:3c:4d:01;WiFi'])
    await pickLocation(user, 'Location', 'head', 'Head office')
    expect(serialIds()).toHaveLength(3)
  })

  it('searches serial ids, names, info and location names', async () => {
    const user = await setup()
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'desk 7')
    expect([...serialIds()].sort()).toEqual(['17EF;DOCK1;41863', 'DEL;ABC;A17D'])
    await user.clear(screen.getByRole('textbox', { name: 'Search' }))
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'floor 2')
    expect(serialIds()).toEqual(['Network;00:1a:2b:3c:4d:01;WiFi'])
  })

  it('sorts by a column, and reverses on a second click', async () => {
    const user = await setup()
    await user.click(screen.getByRole('button', { name: 'Sort by name' }))
    expect(serialIds()[0]).toBe('Network;00:1a:2b:3c:4d:01;WiFi')
    const header = screen.getByRole('columnheader', { name: /Name/ })
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    await user.click(screen.getByRole('button', { name: 'Sort by name' }))
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(serialIds()[0]).toBe('Network;00:1a:2b:3c:4d:02;WiFi')
  })

  it('selects devices for pairing and offers unpairing only for paired ones', async () => {
    const user = await setup()
    await user.click(screen.getByRole('checkbox', { name: 'Select DEL;ABC;A17D' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select 17EF;DOCK1;41863' }))
    expect(screen.getByRole('button', { name: 'Pair selected (2)' }).hasAttribute('disabled')).toBe(
      false,
    )
    expect(
      screen.getByRole('button', { name: 'Unpair selected (1)' }).hasAttribute('disabled'),
    ).toBe(false)
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown devices' }))
    expect(screen.getByRole('button', { name: 'Pair selected (4)' })).toBeTruthy()
  })

  it('says it is loading, not that the account is empty, until the list arrives', async () => {
    let answer: (value: {
      ok: true
      value: { complete: true; devices: typeof DEVICES; lost: typeof NOTHING_LOST }
    }) => void = () => {}
    renderInWorkspace(
      <DevicesScreen onRegister={() => {}} />,
      fakeApi([], { listDevices: () => new Promise((resolve) => (answer = resolve)) }),
      accountAdminSession,
    )
    const table = screen.getByRole('table', { name: 'Devices' })
    expect(table.textContent).toContain('Loading devices…')
    expect(table.textContent).not.toMatch(/no devices/i)
    answer({ ok: true, value: { complete: true, devices: [], lost: NOTHING_LOST } })
    await waitFor(() => expect(table.textContent).toMatch(/No devices in this account yet/))
  })

  it('an empty account offers to register a device', async () => {
    const registered: string[] = []
    renderInWorkspace(
      <DevicesScreen onRegister={() => registered.push('register')} />,
      fakeApi([]),
      accountAdminSession,
    )
    const table = screen.getByRole('table', { name: 'Devices' })
    await waitFor(() => expect(table.textContent).toMatch(/No devices in this account yet/))
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Register a device' }))
    expect(registered).toEqual(['register'])
  })

  it('when nothing matches, one click clears the search and filters', async () => {
    const user = await setup()
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Unpaired')
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'no such device')
    const table = screen.getByRole('table', { name: 'Devices' })
    expect(table.textContent).toContain('No device matches the search and filters.')
    await user.click(within(table).getByRole('button', { name: 'Clear search and filters' }))
    expect(serialIds()).toHaveLength(4)
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', '')
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveProperty('value', 'all')
  })

  it('shows the full device type name where the column is too narrow for it', async () => {
    await setup()
    const text = within(screen.getByRole('row', { name: /17EF;DOCK1;41863/ })).getByText(
      'USB device (docking station)',
    )
    expect(text.closest('td')?.getAttribute('title')).toBe('USB device (docking station)')
  })

  it('the pair dialog names the selected devices and says the paired one moves', async () => {
    const user = await setup()
    await user.click(screen.getByRole('checkbox', { name: 'Select DEL;ABC;A17D' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select 17EF;DOCK1;41863' }))
    await user.click(screen.getByRole('button', { name: 'Pair selected (2)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pair 2 devices' })
    expect(within(dialog).getByText('DEL;ABC;A17D').closest('li')?.textContent).toContain(
      'Desk 7 monitor',
    )
    expect(within(dialog).getByRole('note').textContent).toMatch(
      /1 of these devices is paired now: pairing moves it/,
    )
  })

  it('says what went wrong when the devices cannot be loaded', async () => {
    renderInWorkspace(
      <DevicesScreen onRegister={() => {}} />,
      fakeApi([], {
        listDevices: () =>
          fail('network', 'The service at https://x did not answer. Check the connection.'),
      }),
      accountAdminSession,
    )
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /Could not load the devices.*did not answer/,
      ),
    )
    // Neither still "loading" nor an empty account: the list just is not there.
    expect(screen.getByTestId('device-count').textContent).toBe('No devices loaded')
    const table = screen.getByRole('table', { name: 'Devices' })
    expect(table.textContent).toMatch(/the list could not be loaded \(see above\)/)
    expect(table.textContent).not.toMatch(/No devices in this account yet/)
  })
})
