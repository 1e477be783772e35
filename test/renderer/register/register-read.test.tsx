// The register screen's "Read from a tool or EDID": printouts and EDID files written for the tests in each
// tool's layout (test/fixtures/serial-id, test/support/edid.ts).
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RegisterScreen } from '#renderer/features/register/RegisterScreen.tsx'
import { accountAdminSession, device, fakeApi, ok, putAsSent } from '../fake-api.ts'
import { pickLocation } from '../pick-location.ts'
import { renderInWorkspace } from '../render.tsx'

import { makeEdid } from '../../support/edid.ts'
import arpTable from '../../fixtures/serial-id/arp-an.txt?raw'
import getmac from '../../fixtures/serial-id/getmac.txt?raw'
import netshScan from '../../fixtures/serial-id/netsh-networks-win10.txt?raw'

/** A monitor whose serial text starts with spaces, and a 256-byte EDID, as the files from /sys hold them. */
const SPACED = makeEdid({
  vendor: 'ZZT',
  productCode: 0x082c,
  serialText: ' ZZ  5E0053',
  name: 'ZZT 17',
})
const LONG = makeEdid({
  vendor: 'ZZU',
  productCode: 0xa17d,
  serialText: '#ZZ5E0053xyz',
  extensions: [{}],
})
const edidFile = (bytes: Uint8Array, name = 'edid') => new File([bytes.slice()], name)

function setup(devices = [device('Network;00:00:5e:00:53:21;WiFi', { name: 'Office-old' })]) {
  const putDevices = vi.fn(putAsSent)
  const pairDevices = vi.fn((input: { serialIds: string[] }) =>
    ok({ paired: input.serialIds, entryIds: [] }),
  )
  // The location used last in this profile: every way in starts from it.
  const lastLocation = () => ok({ locationId: 'f2' })
  const api = fakeApi(devices, { putDevices, pairDevices, lastLocation })
  renderInWorkspace(<RegisterScreen onShowDevices={() => {}} />, api, accountAdminSession)
  return { putDevices, pairDevices, user: userEvent.setup() }
}

async function openReader(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Read from a tool or EDID' }))
  // The reader panel is its own chunk: its first load may take a while on a busy machine.
  return screen.findByRole('textbox', { name: 'Paste what your tool printed' }, { timeout: 10_000 })
}

const cards = () => screen.getAllByRole('group', { name: / from / })

/** The devices of every putDevices call, in order. */
const putCalls = (putDevices: ReturnType<typeof setup>['putDevices']) =>
  putDevices.mock.calls.map(([input]) => input)

describe('Register a device: read from a tool or an EDID', () => {
  it('lists every BSSID of a pasted netsh scan with its SSID and band, and registers them all', async () => {
    const { user, putDevices } = setup([])
    const box = await openReader(user)
    await user.click(box)
    await user.paste(netshScan)
    expect(await screen.findByText('3 devices found')).toBeTruthy()
    expect(
      cards().map((card) => within(card).getByRole('textbox', { name: 'Name (SSID)' })),
    ).toHaveLength(3)
    expect(
      (within(cards()[0]!).getByRole('textbox', { name: 'Info (band)' }) as HTMLInputElement).value,
    ).toBe('2.4 GHz')
    await user.click(screen.getByRole('button', { name: 'Register and pair all ready (3)' }))
    // One call puts all three in, each paired to the location asked in the same step.
    await waitFor(() => expect(putDevices).toHaveBeenCalledTimes(1))
    const [call] = putCalls(putDevices)
    expect(call).toMatchObject({ keepUnpaired: false, via: 'read-from-tool' })
    expect(call?.devices.map((d) => [d.serialId, d.name, d.info, d.locationId])).toEqual([
      ['Network;00:00:5e:00:53:21;WiFi', 'Office', '2.4 GHz', 'f2'],
      ['Network;00:00:5e:00:53:22;WiFi', 'Office-5G', '5 GHz', 'f2'],
      ['Network;00:00:5e:00:53:23;WiFi', 'Printers', '2.4 GHz', 'f2'],
    ])
    await waitFor(() => expect(screen.getAllByText('Created, paired')).toHaveLength(3))
    expect(screen.queryByRole('status', { name: 'Not saved yet' })).toBeNull()
  }, 15_000)

  it('kept unpaired only when chosen: said as a warning, then paired in one go', async () => {
    const { user, putDevices, pairDevices } = setup([])
    await user.click(await openReader(user))
    await user.paste(netshScan)
    await user.click(await screen.findByRole('checkbox', { name: /^Keep unpaired/ }))
    await user.click(screen.getByRole('button', { name: 'Register all ready, unpaired (3)' }))
    await waitFor(() => expect(putDevices).toHaveBeenCalledTimes(1))
    expect(putCalls(putDevices)[0]).toMatchObject({ keepUnpaired: true })
    const warning = await screen.findByRole('status', { name: 'Not saved yet' })
    expect(warning.textContent).toMatch(/3 devices are registered but not paired/)
    expect(screen.getAllByText('Created, kept unpaired')).toHaveLength(3)
    await user.click(within(warning).getByRole('button', { name: 'Pair the 3 now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pair 3 devices' })
    await pickLocation(user, 'Location', 'floor 2', 'Floor 2', dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Pair 3 devices' }))
    await waitFor(() => expect(pairDevices).toHaveBeenCalledTimes(1))
    expect(pairDevices.mock.calls[0]?.[0]).toMatchObject({ via: 'read-from-tool' })
    expect(pairDevices.mock.calls[0]?.[0].serialIds).toHaveLength(3)
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Not saved yet' })).toBeNull())
  }, 15_000)

  it('registers one device of several, and says an id is registered already', async () => {
    const { user, putDevices } = setup()
    await user.click(await openReader(user))
    await user.paste(netshScan)
    const [first] = await screen.findAllByRole('group', { name: / from / })
    expect(first?.textContent).toContain('Already registered as “Office-old”')
    await user.click(within(first!).getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(putDevices).toHaveBeenCalledTimes(1))
    expect(putCalls(putDevices)[0]?.devices).toHaveLength(1)
    expect(await within(first!).findByText('Created, paired')).toBeTruthy()
  })

  it('reads a chosen EDID file and keeps the spaces of its serial, with a warning', async () => {
    const { user, putDevices } = setup([])
    await openReader(user)
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    await user.upload(input, edidFile(SPACED))
    const card = (await screen.findAllByRole('group', { name: /Monitor from edid/ }))[0]!
    const exact = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) }
    expect(within(card).getByText('ZZT; ZZ  5E0053;082C', exact)).toBeTruthy()
    expect(within(card).getByRole('note').textContent).toMatch(/starts with spaces.*"ZZ {2}5E0053"/)
    const register = within(card).getByRole('button', { name: 'Register' })
    expect(register.hasAttribute('disabled')).toBe(true)
    await user.type(within(card).getByRole('textbox', { name: 'Name' }), 'Desk 4 left')
    await user.click(register)
    await waitFor(() =>
      expect(putCalls(putDevices)[0]?.devices).toEqual([
        {
          serialId: 'ZZT; ZZ  5E0053;082C',
          deviceType: 2,
          name: 'Desk 4 left',
          info: 'ZZT 17',
          locationId: 'f2',
        },
      ]),
    )
  })

  it('reads an EDID file dropped on the panel', async () => {
    const { user } = setup([])
    await openReader(user)
    const file = edidFile(LONG, 'card0-DP-1-edid')
    fireEvent.drop(screen.getByTestId('read-drop-zone'), { dataTransfer: { files: [file] } })
    expect(await screen.findByText('ZZU;#ZZ5E0053xyz;A17D')).toBeTruthy()
    expect(screen.getByText(/Reading card0-DP-1-edid \(256 bytes\)/)).toBeTruthy()
  })

  it('says what is wrong with a damaged EDID file', async () => {
    const { user } = setup([])
    await openReader(user)
    const bytes = SPACED.slice()
    bytes[20] = (bytes[20] ?? 0) ^ 1
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File([bytes], 'edid'),
    )
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /base block is damaged: its checksum byte/,
    )
  })

  it('offers the ids of an adapter getmac does not name, as a one-click choice', async () => {
    const { user, putDevices } = setup([])
    await user.click(await openReader(user))
    await user.paste(getmac)
    const card = (await screen.findAllByRole('group', { name: / from getmac/ }))[0]!
    expect(within(card).getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(
      true,
    )
    await user.click(
      within(card).getByRole('button', {
        name: /^Use WLAN;00:00:5e:00:53:61;NIC: a Wi-Fi adapter/,
      }),
    )
    await user.type(within(card).getByRole('textbox', { name: 'Name' }), 'Laptop 12')
    await user.click(within(card).getByRole('button', { name: 'Register' }))
    await waitFor(() =>
      expect(putCalls(putDevices)[0]?.devices[0]).toMatchObject({
        serialId: 'WLAN;00:00:5e:00:53:61;NIC',
        deviceType: 8,
      }),
    )
  })

  it('asks which neighbour of a pasted arp -an is the gateway, and keeps its IP address', async () => {
    const { user, putDevices } = setup([])
    await user.click(await openReader(user))
    await user.paste(arpTable)
    const card = (await screen.findAllByRole('group', { name: / from arp/ }))[0]!
    expect(
      within(card).getByRole('group', {
        name: /^A neighbour table does not say which neighbour is the gateway/,
      }),
    ).toBeTruthy()
    await user.click(
      within(card).getByRole('button', {
        name: /^Use Network;00:00:5e:00:53:01;Gateway: 192\.0\.2\.1 on en0/,
      }),
    )
    await user.type(within(card).getByRole('textbox', { name: 'Name' }), 'Router')
    await user.click(within(card).getByRole('button', { name: 'Register' }))
    await waitFor(() =>
      expect(putCalls(putDevices)[0]?.devices[0]).toMatchObject({
        serialId: 'Network;00:00:5e:00:53:01;Gateway',
        info: '192.0.2.1',
      }),
    )
  })

  it('opens what plain lsusb shows in the form, for the serial it does not print', async () => {
    const { user } = setup([])
    await user.click(await openReader(user))
    await user.paste('Bus 003 Device 007: ID 413c:b06e Dell Computer Corp. Dell dock\n')
    const card = (await screen.findAllByRole('group', { name: / from lsusb/ }))[0]!
    expect(card.textContent).toContain('lsusb -v -d 413c:b06e')
    await user.click(within(card).getByRole('button', { name: 'Fill in the rest in the form' }))
    expect((screen.getByRole('textbox', { name: 'USB vendor id' }) as HTMLInputElement).value).toBe(
      '0x413c',
    )
    expect(
      (screen.getByRole('textbox', { name: 'USB product id' }) as HTMLInputElement).value,
    ).toBe('0xb06e')
    await user.type(screen.getByRole('textbox', { name: 'USB serial' }), 'CN0R12345')
    expect(screen.getByTestId('serial-preview').textContent).toContain('413C;CN0R12345;45166')
  })

  it('says why when nothing is recognised', async () => {
    const { user } = setup([])
    await user.click(await openReader(user))
    await user.paste('hello')
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /No device found\. Paste what one of these printed/,
    )
  })
})

describe('Register a device: the reader keeps its list', () => {
  it('after one device was edited in the form, going back shows the paste and the list as they were', async () => {
    const { user } = setup([])
    await user.click(await openReader(user))
    await user.paste(netshScan)
    const [, second] = await screen.findAllByRole('group', { name: / from netsh/ })
    await user.click(within(second!).getByRole('button', { name: 'Edit in the form' }))
    expect(
      (screen.getByRole('textbox', { name: 'Serial id', hidden: false }) as HTMLInputElement).value,
    ).toBe('Network;00:00:5e:00:53:22;WiFi')
    expect((screen.getByRole('textbox', { name: 'Name (SSID)' }) as HTMLInputElement).value).toBe(
      'Office-5G',
    )
    await user.click(screen.getByRole('radio', { name: 'Read from a tool or EDID' }))
    expect(screen.getByText('3 devices found')).toBeTruthy()
  })
})
