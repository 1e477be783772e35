import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RegisterScreen } from '#renderer/features/register/RegisterScreen.tsx'
import { accountAdminSession, device, fail, fakeApi, ok, putAsSent } from '../fake-api.ts'
import { pickLocation } from '../pick-location.ts'
import { renderInWorkspace } from '../render.tsx'

const preview = () => screen.getByTestId('serial-preview')

function setup(devices = [device('Network;24:a4:3c:2d:c1:c1;WiFi')], overrides = {}) {
  const putDevices = vi.fn(putAsSent)
  const api = fakeApi(devices, { putDevices, ...overrides })
  renderInWorkspace(<RegisterScreen onShowDevices={() => {}} />, api, accountAdminSession)
  return { putDevices, user: userEvent.setup() }
}

async function fillWifiNameAndBand(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name (SSID)' }), 'Lab')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Info (band)' }), '5 GHz')
}

/** The one sent device of the last putDevices call. */
const sent = (putDevices: ReturnType<typeof vi.fn>) =>
  (putDevices.mock.lastCall?.[0] as { devices: unknown[] } | undefined)?.devices[0]

describe('Register a device', () => {
  it('tells a tenant admin which account the device goes into', async () => {
    const tenantAdmin = {
      ...accountAdminSession,
      principal: {
        kind: 'user' as const,
        name: 'tenant.admin',
        role: 'tenantAdmin' as const,
        tenantId: 't1',
      },
    }
    const api = fakeApi([], {
      listAccounts: () =>
        ok({
          supported: true,
          accounts: [{ id: 'a1', name: 'Berlin HQ', tenantId: 't1', tenantName: 'Northwind' }],
        }),
    })
    renderInWorkspace(<RegisterScreen onShowDevices={() => {}} />, api, tenantAdmin)
    expect((await screen.findByTestId('register-account')).textContent).toBe(
      'Into the account Berlin HQ · Northwind (change it at the top right).',
    )
  })

  it('says nothing about accounts to an account admin, who has only one', () => {
    setup()
    expect(screen.queryByTestId('register-account')).toBeNull()
  })

  it('offers the device types with Wi-Fi and USB dock first, built from the layout table', () => {
    setup()
    const group = screen.getByRole('radiogroup', { name: 'Device type' })
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.textContent ?? '')
    expect(names[0]).toMatch(/^Wi-Fi access point/)
    expect(names[1]).toMatch(/^USB device/)
    expect(names.slice(2).map((name) => name.split('Marks')[0]?.split('Identifies')[0])).toEqual([
      'Monitor',
      'Network adapter (NIC)',
      'Router (default gateway)',
    ])
  })

  it('the preview asks for the parts before anything is typed, and points at red fields after', async () => {
    const { user } = setup()
    expect(preview().textContent).toBe('Fill in the parts to see it here.')
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '00-1A')
    expect(preview().textContent).toBe('Not complete yet: see the fields marked in red.')
    await user.click(screen.getByText('Paste a whole serial id'))
    expect(preview().textContent).toBe('Paste a serial id to check it here.')
    await user.type(screen.getByRole('textbox', { name: 'Serial id' }), 'x')
    expect(preview().textContent).toBe('Not valid yet: the reasons are listed under the serial id.')
    await user.clear(screen.getByRole('textbox', { name: 'Serial id' }))
    await user.click(screen.getByRole('button', { name: 'Register and pair' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Paste the serial id first, or switch to “Fill in the parts”.',
    )
  })

  it('shows the exact serial id live from a BSSID typed in Windows form', async () => {
    const { user } = setup()
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '00-1A-2B-3C-4D-5E')
    expect(preview().textContent).toContain('Network;00:1a:2b:3c:4d:5e;WiFi')
  })

  it('explains a wrong part under its field and registers nothing', async () => {
    const { user, putDevices } = setup()
    const bssid = screen.getByRole('textbox', { name: 'BSSID' })
    await user.type(bssid, '00-1A-2B')
    expect(bssid.getAttribute('aria-invalid')).toBe('true')
    expect(preview().textContent).toMatch(/Not complete yet/)
    await fillWifiNameAndBand(user)
    await user.click(screen.getByRole('button', { name: 'Register and pair' }))
    expect(putDevices).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toMatch(/Correct the serial id first/)
  })

  it('refuses a typed all-zero BSSID as no device’s address, and registers nothing', async () => {
    const { user, putDevices } = setup()
    const bssid = screen.getByRole('textbox', { name: 'BSSID' })
    await user.type(bssid, '00:00:00:00:00:00')
    expect(bssid.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(/is all zeros: a tool prints it where it has no address/)).toBeTruthy()
    expect(preview().textContent).not.toContain('Network;00:00:00:00:00:00;WiFi')
    await fillWifiNameAndBand(user)
    await user.click(screen.getByRole('button', { name: 'Register and pair' }))
    expect(putDevices).not.toHaveBeenCalled()
  })

  it('fixes a pasted serial id with one click on the helper’s suggestion', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('radio', { name: 'Paste a whole serial id' }))
    const field = screen.getByRole('textbox', { name: 'Serial id' })
    await user.type(field, 'network;00-1A-2B-3C-4D-5E;wifi')
    expect(screen.getByText('What is wrong')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Use the corrected serial id' }))
    expect((field as HTMLInputElement).value).toBe('Network;00:1a:2b:3c:4d:5e;WiFi')
    expect(screen.queryByText('What is wrong')).toBeNull()
  })

  it('warns before registering an id that differs only in format, until the admin confirms', async () => {
    const { user, putDevices } = setup([
      device('Network;00-1a-2b-3c-4d-5e;WiFi', { name: 'Old AP' }),
    ])
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '00:1a:2b:3c:4d:5e')
    await fillWifiNameAndBand(user)
    await pickLocation(user, 'Pair to', 'floor 3', 'Floor 3')
    await screen.findByText('A device with almost the same serial id exists')
    const register = screen.getByRole('button', { name: 'Register and pair' })
    expect(register.hasAttribute('disabled')).toBe(true)
    await user.click(
      screen.getByRole('checkbox', { name: /register it as a separate device anyway/ }),
    )
    await user.click(register)
    expect(sent(putDevices)).toEqual({
      serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi',
      deviceType: 32,
      name: 'Lab',
      info: '5 GHz',
      locationId: 'f3',
    })
  })

  it('an id already registered can start from that device’s name and info', async () => {
    const { user, putDevices } = setup([
      device('Network;24:a4:3c:2d:c1:c1;WiFi', {
        name: 'Northwind-Corp',
        info: '5 GHz',
        locationId: 'f2',
      }),
    ])
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '24-A4-3C-2D-C1-C1')
    const note = await screen.findByRole('note')
    expect(note.textContent).toContain('“Northwind-Corp” has exactly this serial id')
    await user.click(within(note).getByRole('button', { name: 'Start from its name and info' }))
    const name = screen.getByRole('textbox', { name: 'Name (SSID)' })
    expect(name).toHaveProperty('value', 'Northwind-Corp')
    expect(screen.getByRole('combobox', { name: 'Info (band)' })).toHaveProperty('value', '5 GHz')
    await user.clear(name)
    await user.type(name, 'Northwind-Corp-2')
    await user.click(screen.getByRole('button', { name: 'Update name and info' }))
    // Paired already: no location asked, its pairing stays.
    expect(sent(putDevices)).toEqual({
      serialId: 'Network;24:a4:3c:2d:c1:c1;WiFi',
      deviceType: 32,
      name: 'Northwind-Corp-2',
      info: '5 GHz',
      locationId: null,
    })
  })

  it('reports "updated" when the device existed, and offers pairing when it is not paired', async () => {
    const putDevices = vi.fn(() =>
      ok({
        results: [
          {
            serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi',
            outcome: 'updated' as const,
            message: 'Device created or updated.',
            pairing: 'unpaired' as const,
            locationId: null,
            entryIds: [],
          },
        ],
      }),
    )
    const { user } = setup(undefined, { putDevices })
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '001a2b3c4d5e')
    await fillWifiNameAndBand(user)
    await user.click(screen.getByRole('checkbox', { name: /^Keep unpaired/ }))
    await user.click(screen.getByRole('button', { name: 'Register, kept unpaired' }))
    const result = await screen.findByRole('status', { name: 'Device updated' })
    // The service's words are marked English (lang="en") inside the window's sentence.
    const said = within(result).getByText('Device created or updated.')
    expect(said.closest('[lang="en"]')).toBe(said)
    expect(said.parentElement?.textContent).toBe('The service said: “Device created or updated.”')
    expect(within(result).getByRole('button', { name: 'Pair it now' })).toBeTruthy()
  })

  it('registers and pairs in one step, then moves the focus to what happened', async () => {
    const pairDevices = vi.fn()
    const { user, putDevices } = setup(undefined, { pairDevices })
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '00-1A-2B-3C-4D-5E')
    await fillWifiNameAndBand(user)
    await pickLocation(user, 'Pair to', 'floor 3', 'Floor 3')
    await user.click(screen.getByRole('button', { name: 'Register and pair' }))
    const result = await screen.findByRole('status', { name: 'Registered and paired' })
    // One call for the one intent: the window never chains a register and a pair.
    expect(putDevices).toHaveBeenCalledTimes(1)
    expect(putDevices).toHaveBeenCalledWith({
      devices: [
        {
          serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi',
          deviceType: 32,
          name: 'Lab',
          info: '5 GHz',
          locationId: 'f3',
        },
      ],
      keepUnpaired: false,
      via: 'register',
    })
    expect(pairDevices).not.toHaveBeenCalled()
    expect(result.textContent).toContain(
      'Paired to Head office › Floor 3: the service keeps it in its database.',
    )
    await waitFor(() => expect(document.activeElement).toBe(result))
  })

  it('asks for the location in the same step: nothing is sent until one is chosen or unpaired is', async () => {
    const { user, putDevices } = setup()
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '00-1A-2B-3C-4D-5E')
    await fillWifiNameAndBand(user)
    await user.click(screen.getByRole('button', { name: 'Register and pair' }))
    expect(putDevices).not.toHaveBeenCalled()
    expect(screen.getByText('Choose where it is, or choose to keep it unpaired.')).toBeTruthy()
  })

  it('starts from the location used last in this profile and account', async () => {
    const { user, putDevices } = setup(undefined, {
      lastLocation: () => ok({ locationId: 'f2' }),
    })
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '00-1A-2B-3C-4D-5E')
    await fillWifiNameAndBand(user)
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Pair to' })).toHaveProperty(
        'value',
        expect.stringContaining('Floor 2'),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Register and pair' }))
    expect(sent(putDevices)).toMatchObject({ locationId: 'f2' })
  })

  it('keeps a device unpaired only when chosen, says it lives in memory only, and offers to pair it', async () => {
    const { user, putDevices } = setup()
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '00-1A-2B-3C-4D-5E')
    await fillWifiNameAndBand(user)
    await user.click(screen.getByRole('checkbox', { name: /^Keep unpaired/ }))
    await user.click(screen.getByRole('button', { name: 'Register, kept unpaired' }))
    expect(putDevices.mock.lastCall?.[0]).toMatchObject({ keepUnpaired: true })
    const result = await screen.findByRole('status', { name: 'Registered, kept unpaired' })
    expect(result.textContent).toContain(
      'the service keeps it in memory only, and it is gone when the service restarts',
    )
    expect(within(result).getByRole('button', { name: 'Pair it now' })).toBeTruthy()
  })

  it('says what an update changed, before and after, and that the pairing stays', async () => {
    const current = device('Network;24:a4:3c:2d:c1:c1;WiFi', {
      name: 'Northwind-Corp',
      info: '5 GHz',
      locationId: 'f2',
      source: 'sensor',
    })
    const putDevices = vi.fn(() =>
      ok({
        results: [
          {
            serialId: current.serialId,
            outcome: 'updated' as const,
            message: 'Device created or updated.',
            before: { deviceType: 32, name: 'Northwind-Corp', info: '5 GHz', locationId: 'f2' },
            pairing: 'kept' as const,
            locationId: 'f2',
            entryIds: [7],
          },
        ],
      }),
    )
    const { user } = setup([current], { putDevices })
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '24:a4:3c:2d:c1:c1')
    await user.type(screen.getByRole('textbox', { name: 'Name (SSID)' }), 'Northwind-Lab')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Info (band)' }), '5 GHz')
    await user.click(screen.getByRole('button', { name: 'Update name and info' }))
    const result = await screen.findByRole('status', { name: 'Device updated' })
    expect(result.textContent).toContain('Updated name “Northwind-Corp” → “Northwind-Lab”.')
    expect(result.textContent).toContain(
      'Its pairing is unchanged: paired to Head office › Floor 2.',
    )
  })

  it('keeps everything typed when the service refuses, and says why', async () => {
    const putDevices = vi.fn(() =>
      fail('forbidden', 'This API key may not register devices. Sign in as an account admin.'),
    )
    const { user } = setup(undefined, { putDevices })
    await user.type(screen.getByRole('textbox', { name: 'BSSID' }), '00-1A-2B-3C-4D-5E')
    await fillWifiNameAndBand(user)
    await pickLocation(user, 'Pair to', 'floor 3', 'Floor 3')
    await user.click(screen.getByRole('button', { name: 'Register and pair' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/may not register devices/),
    )
    expect((screen.getByRole('textbox', { name: 'BSSID' }) as HTMLInputElement).value).toBe(
      '00-1A-2B-3C-4D-5E',
    )
    expect((screen.getByRole('textbox', { name: 'Name (SSID)' }) as HTMLInputElement).value).toBe(
      'Lab',
    )
  })

  it('builds a USB dock id with the hex product id converted to decimal', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('radio', { name: /USB device/ }))
    await user.type(screen.getByRole('textbox', { name: 'USB vendor id' }), '17ef')
    await user.type(screen.getByRole('textbox', { name: 'USB serial' }), 'ABC123')
    await user.type(screen.getByRole('textbox', { name: 'USB product id' }), '0xa387')
    expect(preview().textContent).toContain('17EF;ABC123;41863')
  })
})

describe('Register a device: a whole id in a part field', () => {
  it('splits a Windows USB device path pasted into a part into the layout’s parts', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('radio', { name: /USB device/ }))
    const vendor = screen.getByRole('textbox', { name: 'USB vendor id' })
    await user.click(vendor)
    await user.paste('USB\\VID_0BDA&PID_8153\\001000001')
    await user.click(screen.getByRole('button', { name: 'Split it into the parts' }))
    expect((screen.getByRole('textbox', { name: 'USB vendor id' }) as HTMLInputElement).value).toBe(
      '0BDA',
    )
    expect((screen.getByRole('textbox', { name: 'USB serial' }) as HTMLInputElement).value).toBe(
      '001000001',
    )
    expect(
      (screen.getByRole('textbox', { name: 'USB product id' }) as HTMLInputElement).value,
    ).toBe('33107')
    expect(preview().textContent).toContain('0BDA;001000001;33107')
  })
})

describe('Register a device: never a silent guess', () => {
  it('offers both ids of an lsusb product id typed bare, and takes the one clicked', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('radio', { name: /USB device/ }))
    await user.type(screen.getByRole('textbox', { name: 'USB vendor id' }), '0bda')
    await user.type(screen.getByRole('textbox', { name: 'USB serial' }), 'F01E341F8303')
    await user.type(screen.getByRole('textbox', { name: 'USB product id' }), '8153')
    expect(preview().textContent).toMatch(/Not complete yet/)
    const choice = screen.getByRole('group', { name: /can mean two ids/ })
    expect(
      within(choice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringMatching(/^0BDA;F01E341F8303;33107 hex, as lsusb/),
      expect.stringMatching(/^0BDA;F01E341F8303;8153 decimal, as macOS ioreg/),
    ])
    await user.click(within(choice).getByRole('button', { name: /^Use 0BDA;F01E341F8303;33107/ }))
    expect(
      (screen.getByRole('textbox', { name: 'USB product id' }) as HTMLInputElement).value,
    ).toBe('0x8153')
    expect(preview().textContent).toContain('0BDA;F01E341F8303;33107')
    expect(screen.queryByRole('group', { name: /can mean two ids/ })).toBeNull()
  })

  it('keeps a serial with a trailing space, says so, and offers the trimmed form', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('radio', { name: /^Monitor/ }))
    await user.type(screen.getByRole('textbox', { name: 'EDID vendor' }), 'ABC')
    await user.type(screen.getByRole('textbox', { name: 'EDID serial' }), 'RN0717C428KS ')
    await user.type(screen.getByRole('textbox', { name: 'EDID product code' }), '0x1234')
    expect(preview().textContent).toContain('ABC;RN0717C428KS ;1234')
    const note = screen.getByRole('note')
    expect(note.textContent).toMatch(/ends with spaces\. They are kept/)
    await user.click(within(note).getByRole('button', { name: 'Use "RN0717C428KS"' }))
    expect(preview().textContent).toContain('ABC;RN0717C428KS;1234')
    expect(screen.queryByText('Worth a second look')).toBeNull()
  })
})
