import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PairDialog } from '../../../src/renderer/src/features/pairing/PairDialog.tsx'
import { UnpairDialog } from '../../../src/renderer/src/features/pairing/UnpairDialog.tsx'
import { accountAdminSession, fail, fakeApi, ok } from '../fake-api.ts'
import { renderInWorkspace } from '../render.tsx'

const IDS = ['Network;00:1a:2b:3c:4d:5e;WiFi', 'Network;00:1a:2b:3c:4d:5f;WiFi']

describe('Pair', () => {
  it('pairs all selected devices to the location picked from the list, in one request', async () => {
    const pairDevices = vi.fn(() => ok({ paired: IDS }))
    const onPaired = vi.fn()
    renderInWorkspace(
      <PairDialog opened serialIds={IDS} onClose={() => {}} onPaired={onPaired} />,
      fakeApi([], { pairDevices }),
      accountAdminSession,
    )
    const user = userEvent.setup()
    const location = await screen.findByRole('combobox', { name: 'Location' })
    await waitFor(() => expect(screen.getByRole('option', { name: 'Floor 3 (f3)' })).toBeTruthy())
    await user.selectOptions(location, 'f3')
    await user.click(screen.getByRole('button', { name: 'Pair 2 devices' }))
    expect(pairDevices).toHaveBeenCalledWith({ locationId: 'f3', serialIds: IDS })
    await waitFor(() => expect(onPaired).toHaveBeenCalledWith(IDS, 'f3'))
  })

  it('names each device beside its serial id and warns that paired ones will move', async () => {
    renderInWorkspace(
      <PairDialog
        opened
        serialIds={IDS}
        names={new Map([[IDS[0]!, 'Northwind-Corp']])}
        alreadyPaired={1}
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

  it('names what the service did not know, says nothing changed, and keeps the choice', async () => {
    const pairDevices = vi.fn(() =>
      fail('not_found', 'Unknown serial ids: Network;00:1a:2b:3c:4d:5f;WiFi.', [
        {
          path: 'deviceSerialIDs',
          message: 'Network;00:1a:2b:3c:4d:5f;WiFi is not in this account',
        },
      ]),
    )
    const onPaired = vi.fn()
    renderInWorkspace(
      <PairDialog opened serialIds={IDS} onClose={() => {}} onPaired={onPaired} />,
      fakeApi([], { pairDevices }),
      accountAdminSession,
    )
    const user = userEvent.setup()
    await waitFor(() => expect(screen.getByRole('option', { name: 'Floor 2 (f2)' })).toBeTruthy())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'f2')
    await user.click(screen.getByRole('button', { name: 'Pair 2 devices' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/Nothing was paired/)
    expect(alert.textContent).toMatch(/Network;00:1a:2b:3c:4d:5f;WiFi is not in this account/)
    expect(alert.textContent).toMatch(/No device was changed/)
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement).value).toBe(
      'f2',
    )
    expect(onPaired).not.toHaveBeenCalled()
  })

  it('asks for a typed location id where the service has no location list', async () => {
    const pairDevices = vi.fn(() => ok({ paired: IDS.slice(0, 1) }))
    renderInWorkspace(
      <PairDialog opened serialIds={IDS.slice(0, 1)} onClose={() => {}} onPaired={() => {}} />,
      fakeApi([], { pairDevices, listLocations: () => ok({ supported: false, locations: [] }) }),
      accountAdminSession,
    )
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Location id' }), 'floor-9')
    await user.click(screen.getByRole('button', { name: 'Pair 1 device' }))
    expect(pairDevices).toHaveBeenCalledWith({ locationId: 'floor-9', serialIds: IDS.slice(0, 1) })
  })
})

describe('Unpair', () => {
  it('asks first, then stops at the first failure and says how many were unpaired', async () => {
    const unpairDevice = vi
      .fn()
      .mockImplementationOnce(() => ok({ unpaired: true }))
      .mockImplementationOnce(() =>
        fail('network', 'The service did not answer. Check the connection and try again.'),
      )
    const onUnpaired = vi.fn()
    renderInWorkspace(
      <UnpairDialog opened serialIds={IDS} onClose={() => {}} onUnpaired={onUnpaired} />,
      fakeApi([], { unpairDevice }),
      accountAdminSession,
    )
    expect(unpairDevice).not.toHaveBeenCalled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unpair 2 devices' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/Could not unpair Network;00:1a:2b:3c:4d:5f;WiFi/)
    expect(alert.textContent).toMatch(/1 of 2 were unpaired/)
    expect(onUnpaired).toHaveBeenCalledWith([IDS[0]])
  })

  it('shows progress and can be stopped between two devices', async () => {
    let answer: () => void = () => {}
    const unpairDevice = vi.fn(
      () =>
        new Promise<{ ok: true; value: { unpaired: boolean } }>((resolve) => {
          answer = () => resolve({ ok: true, value: { unpaired: true } })
        }),
    )
    const onUnpaired = vi.fn()
    renderInWorkspace(
      <UnpairDialog opened serialIds={IDS} onClose={() => {}} onUnpaired={onUnpaired} />,
      fakeApi([], { unpairDevice }),
      accountAdminSession,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Unpair 2 devices' }))
    expect(await screen.findByText('Unpairing 1 of 2…')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Stop' }))
    expect(screen.getByRole('button', { name: 'Stopping…' }).hasAttribute('disabled')).toBe(true)
    answer()
    const status = await screen.findByRole('status', { name: 'Stopped' })
    expect(status.textContent).toMatch(/1 of 2 were unpaired before you stopped/)
    expect(unpairDevice).toHaveBeenCalledTimes(1)
    expect(onUnpaired).toHaveBeenCalledWith([IDS[0]])
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
  })
})
