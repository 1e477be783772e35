import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { english } from '../translate.ts'
import { PairDialog } from '#renderer/features/pairing/PairDialog.tsx'
import { UnpairDialog, unpairingMeans } from '#renderer/features/pairing/UnpairDialog.tsx'
import { accountAdminSession, fail, fakeApi, ok } from '../fake-api.ts'
import { pickLocation } from '../pick-location.ts'
import { renderInWorkspace } from '../render.tsx'

const IDS = ['Network;00:1a:2b:3c:4d:5e;WiFi', 'Network;00:1a:2b:3c:4d:5f;WiFi']
const WIFI = IDS.map((serialId) => ({ serialId, deviceType: 32 }))

const pick = (user: UserEvent, words: string, option: string) =>
  pickLocation(user, 'Location', words, option)

describe('Pair', () => {
  it('pairs all selected devices to the location found by a word of its site, in one request', async () => {
    const pairDevices = vi.fn(() => ok({ paired: IDS, entryIds: [1, 2] }))
    const onPaired = vi.fn()
    renderInWorkspace(
      <PairDialog devices={WIFI} onClose={() => {}} onPaired={onPaired} />,
      fakeApi([], { pairDevices }),
      accountAdminSession,
    )
    const user = userEvent.setup()
    await pick(user, 'head 3', 'Floor 3')
    await user.click(screen.getByRole('button', { name: 'Pair 2 devices' }))
    expect(pairDevices).toHaveBeenCalledWith({ locationId: 'f3', serialIds: IDS, via: 'devices' })
    await waitFor(() => expect(onPaired).toHaveBeenCalledWith(IDS, 'f3'))
  })

  it('groups the locations by what contains them', async () => {
    renderInWorkspace(
      <PairDialog devices={WIFI} onClose={() => {}} onPaired={() => {}} />,
      fakeApi([]),
      accountAdminSession,
    )
    await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Location' }))
    const listbox = await screen.findByRole('listbox')
    expect(listbox.textContent).toBe(
      'Top levelHead officeHead officeFloor 2Floor 3Head office › Floor 2Floor 2 · Desk 1',
    )
  })

  it('names each device beside its serial id and warns that paired ones will move', async () => {
    renderInWorkspace(
      <PairDialog
        devices={[
          { serialId: IDS[0]!, name: 'Northwind-Corp', locationId: 'f2' },
          { serialId: IDS[1]! },
        ]}
        onClose={() => {}}
        onPaired={() => {}}
      />,
      fakeApi([]),
      accountAdminSession,
    )
    const item = (await screen.findByText(IDS[0]!)).closest('li')
    expect(item?.textContent).toContain('Northwind-Corp')
    expect(screen.getByRole('note').textContent).toBe(
      '1 of these devices is paired now: pairing moves it to the location you choose.',
    )
  })

  it.each([
    ['an access point to a desk', 32, 'desk', 'Floor 2 · Desk 1', /looks like a desk/],
    ['a monitor to a floor', 2, 'floor 2', 'Floor 2', /holds other locations \(an area\)/],
  ])('hints when %s', async (_case, deviceType, words, option, hint) => {
    renderInWorkspace(
      <PairDialog
        devices={[{ serialId: IDS[0]!, deviceType }]}
        onClose={() => {}}
        onPaired={() => {}}
      />,
      fakeApi([]),
      accountAdminSession,
    )
    await pick(userEvent.setup(), words, option)
    expect(screen.getByRole('note').textContent).toMatch(hint)
  })

  it('pairs the others when the service does not know a device, or takes it out of the selection', async () => {
    const pairDevices = vi
      .fn()
      .mockImplementationOnce(() =>
        fail(
          'unknown_devices',
          '1 of the 2 devices is not known to the service, so nothing was paired.',
          [{ path: 'serialIds[1]', message: `${IDS[1]} is not known to the service` }],
        ),
      )
      .mockImplementationOnce(() => ok({ paired: [IDS[0]], entryIds: [3] }))
    const onPaired = vi.fn()
    const onDropped = vi.fn()
    renderInWorkspace(
      <PairDialog devices={WIFI} onClose={() => {}} onPaired={onPaired} onDropped={onDropped} />,
      fakeApi([], { pairDevices }),
      accountAdminSession,
    )
    const user = userEvent.setup()
    await pick(user, 'floor 2', 'Floor 2')
    await user.click(screen.getByRole('button', { name: 'Pair 2 devices' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Nothing was paired1 of the 2 devices is not known/)
    expect(within(alert).getByText(IDS[1]!)).toBeTruthy()
    await user.click(within(alert).getByRole('button', { name: 'Pair the other 1 device' }))
    expect(pairDevices).toHaveBeenLastCalledWith({
      locationId: 'f2',
      serialIds: [IDS[0]],
      via: 'devices',
    })
    await waitFor(() => expect(onPaired).toHaveBeenCalledWith([IDS[0]], 'f2'))
    expect(onDropped).not.toHaveBeenCalled()
  })

  it('keeps the choice and says nothing changed when the service refuses for another reason', async () => {
    const pairDevices = vi.fn(() =>
      fail('not_found', 'Location "f2" does not exist in account "a1"; nothing was paired.'),
    )
    renderInWorkspace(
      <PairDialog devices={WIFI} onClose={() => {}} onPaired={() => {}} />,
      fakeApi([], { pairDevices }),
      accountAdminSession,
    )
    const user = userEvent.setup()
    await pick(user, 'floor 2', 'Floor 2')
    await user.click(screen.getByRole('button', { name: 'Pair 2 devices' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/No device was changed/)
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' }).value).toBe(
      'Floor 2',
    )
  })

  it('asks for a typed location id where the service has no location list', async () => {
    const pairDevices = vi.fn(() => ok({ paired: IDS.slice(0, 1), entryIds: [] }))
    renderInWorkspace(
      <PairDialog devices={WIFI.slice(0, 1)} onClose={() => {}} onPaired={() => {}} />,
      fakeApi([], {
        pairDevices,
        listLocations: () => ok({ supported: false, hierarchy: false, locations: [] }),
      }),
      accountAdminSession,
    )
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Location id' }), 'floor-9')
    await user.click(screen.getByRole('button', { name: 'Pair 1 device' }))
    expect(pairDevices).toHaveBeenCalledWith({
      locationId: 'floor-9',
      serialIds: IDS.slice(0, 1),
      via: 'devices',
    })
  })
})

describe('Unpair', () => {
  it.each([
    [true, /This service keeps it stored, with its name and info/],
    [false, /does not say whether it keeps unpaired devices after a restart/],
  ])('says what unpairing does on this service (it says what it stores: %s)', (knows, text) => {
    expect(unpairingMeans(knows, english)).toMatch(text)
  })

  it('asks first, then unpairs them in one call and says which were not unpaired, and why', async () => {
    const unpairDevices = vi.fn(() =>
      ok({
        results: [
          { serialId: IDS[0]!, unpaired: true, entryIds: [4] },
          {
            serialId: IDS[1]!,
            unpaired: false,
            error: { code: 'not_found' as const, message: 'The service does not know it.' },
            entryIds: [],
          },
        ],
      }),
    )
    const onUnpaired = vi.fn()
    renderInWorkspace(
      <UnpairDialog
        opened
        serialIds={IDS}
        knowsStored
        onClose={() => {}}
        onUnpaired={onUnpaired}
      />,
      fakeApi([], { unpairDevices }),
      accountAdminSession,
    )
    expect(unpairDevices).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog').textContent).toContain(unpairingMeans(true, english))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unpair 2 devices' }))
    const alert = await screen.findByRole('alert')
    expect(unpairDevices).toHaveBeenCalledTimes(1)
    expect(unpairDevices).toHaveBeenCalledWith({ serialIds: IDS, via: 'devices' })
    expect(alert.textContent).toMatch(/1 of 2 not unpaired/)
    // The service's reason, the device it concerns, then the window's own words about the others.
    const said = alert.textContent ?? ''
    const reason = said.indexOf('The service does not know it.')
    const device = said.indexOf(IDS[1]!)
    const others = said.indexOf('The others were unpaired')
    expect(reason).toBeGreaterThan(-1)
    expect(device).toBeGreaterThan(reason)
    expect(others).toBeGreaterThan(device)
    expect(onUnpaired).toHaveBeenCalledWith([IDS[0]], expect.any(Array))
  })

  it('says nothing was unpaired when the call fails as a whole', async () => {
    const unpairDevices = vi.fn(() =>
      fail('network', 'The service did not answer. Check the connection and try again.'),
    )
    const onUnpaired = vi.fn()
    renderInWorkspace(
      <UnpairDialog
        opened
        serialIds={IDS}
        knowsStored
        onClose={() => {}}
        onUnpaired={onUnpaired}
      />,
      fakeApi([], { unpairDevices }),
      accountAdminSession,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unpair 2 devices' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Nothing was unpaired/)
    expect(onUnpaired).not.toHaveBeenCalled()
  })
})
