// The register screen's "Read from a tool or EDID": real printouts and EDID files (test/fixtures/serial-id).
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RegisterScreen } from '#renderer/features/register/RegisterScreen.tsx'
import { accountAdminSession, device, fakeApi, ok, putAsSent } from '../fake-api.ts'
import { pickLocation } from '../pick-location.ts'
import { renderInWorkspace } from '../render.tsx'

import dellEdidDecode from '../../fixtures/serial-id/edid/decoded/DELA17D_2A66C3673CF3.txt?raw'
import dellP2314hEdidDecode from '../../fixtures/serial-id/edid/decoded/DEL409A_952B2EAD5D87.txt?raw'
import philipsEdidDecode from '../../fixtures/serial-id/edid/decoded/PHL082C_3C5D52C216EC.txt?raw'
import getmac from '../../fixtures/serial-id/tools/getmac__windows-10.0.26200.txt?raw'
import netshScan from '../../fixtures/serial-id/windows-netsh-networks-legacy-format.txt?raw'

/** The EDID bytes of edid-decode's hex print (lines of 16 bytes), as the file from /sys holds them. */
function edidFile(decoded: string, name = 'edid'): File {
  const lines = decoded.split('\n').filter((line) => /^(?:[0-9a-f]{2} ){15}[0-9a-f]{2}$/.test(line))
  const bytes = lines.flatMap((line) => line.split(' ').map((byte) => parseInt(byte, 16)))
  return new File([new Uint8Array(bytes)], name)
}

function setup(devices = [device('Network;c0:c1:c0:f0:6f:cd;WiFi', { name: 'Bijan-old' })]) {
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
      ['Network;c0:c1:c0:f0:6f:cd;WiFi', 'Bijan', '2.4 GHz', 'f2'],
      ['Network;f8:35:dd:0a:da:be;WiFi', 'chemed', '2.4 GHz', 'f2'],
      ['Network;9c:97:26:7c:14:a5;WiFi', 'MEO-7C14A5', '2.4 GHz', 'f2'],
    ])
    await waitFor(() => expect(screen.getAllByText('Created, paired')).toHaveLength(3))
    expect(screen.queryByRole('status', { name: 'Not saved yet' })).toBeNull()
  })

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
  })

  it('registers one device of several, and says an id is registered already', async () => {
    const { user, putDevices } = setup()
    await user.click(await openReader(user))
    await user.paste(netshScan)
    const [first] = await screen.findAllByRole('group', { name: / from / })
    expect(first?.textContent).toContain('Already registered as “Bijan-old”')
    await user.click(within(first!).getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(putDevices).toHaveBeenCalledTimes(1))
    expect(putCalls(putDevices)[0]?.devices).toHaveLength(1)
    expect(await within(first!).findByText('Created, paired')).toBeTruthy()
  })

  it('reads a chosen EDID file and keeps the spaces of its serial, with a warning', async () => {
    const { user, putDevices } = setup([])
    await openReader(user)
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    await user.upload(input, edidFile(philipsEdidDecode))
    const card = (await screen.findAllByRole('group', { name: /Monitor from edid/ }))[0]!
    const exact = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) }
    expect(within(card).getByText('PHL; BZ  126103;082C', exact)).toBeTruthy()
    expect(within(card).getByRole('note').textContent).toMatch(/starts with spaces.*"BZ {2}126103"/)
    const register = within(card).getByRole('button', { name: 'Register' })
    expect(register.hasAttribute('disabled')).toBe(true)
    await user.type(within(card).getByRole('textbox', { name: 'Name' }), 'Desk 4 left')
    await user.click(register)
    await waitFor(() =>
      expect(putCalls(putDevices)[0]?.devices).toEqual([
        {
          serialId: 'PHL; BZ  126103;082C',
          deviceType: 2,
          name: 'Desk 4 left',
          info: 'Philips 170B',
          locationId: 'f2',
        },
      ]),
    )
  })

  it('reads an EDID file dropped on the panel', async () => {
    const { user } = setup([])
    await openReader(user)
    const file = edidFile(dellEdidDecode, 'card0-DP-1-edid')
    fireEvent.drop(screen.getByTestId('read-drop-zone'), { dataTransfer: { files: [file] } })
    expect(await screen.findByText('DEL;#HLAYMxgwABnI;A17D')).toBeTruthy()
    expect(screen.getByText(/Reading card0-DP-1-edid \(256 bytes\)/)).toBeTruthy()
  })

  it('says what is wrong with a damaged EDID file', async () => {
    const { user } = setup([])
    await openReader(user)
    const bytes = new Uint8Array(await edidFile(dellP2314hEdidDecode).arrayBuffer())
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
        name: /^Use WLAN;fc:6d:77:6c:63:5d;NIC \(a Wi-Fi adapter/,
      }),
    )
    await user.type(within(card).getByRole('textbox', { name: 'Name' }), 'Laptop 12')
    await user.click(within(card).getByRole('button', { name: 'Register' }))
    await waitFor(() =>
      expect(putCalls(putDevices)[0]?.devices[0]).toMatchObject({
        serialId: 'WLAN;fc:6d:77:6c:63:5d;NIC',
        deviceType: 8,
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
    ).toBe('Network;f8:35:dd:0a:da:be;WiFi')
    expect((screen.getByRole('textbox', { name: 'Name (SSID)' }) as HTMLInputElement).value).toBe(
      'chemed',
    )
    await user.click(screen.getByRole('radio', { name: 'Read from a tool or EDID' }))
    expect(screen.getByText('3 devices found')).toBeTruthy()
  })
})
