import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { App } from '#renderer/app/app.tsx'
import type { Api } from '#shared/ipc/contract.ts'
import type { SessionState } from '#shared/ipc/session.ts'
import { accountAdminSession, device, fakeApi, fakeEvents, NOTHING_LOST, ok } from './fake-api.ts'
import { renderWithApi } from './render.tsx'

function appApi(session: SessionState): Partial<Api> {
  return fakeApi([device('Network;24:a4:3c:2d:c1:c1;WiFi', { name: 'Northwind-Corp' })], {
    getAppInfo: async () => ({ ok: true, value: { name: 'x', version: '1.2.3' } }),
    getSession: () => ok(session),
    listProfiles: () => ok({ profiles: [], activeProfileId: session.profileId, notice: null }),
  })
}

describe('App shell', () => {
  it('shows the product name as the page heading', () => {
    renderWithApi(<App />, appApi(accountAdminSession))
    expect(screen.getByRole('heading', { level: 1, name: 'Device Registry Admin' })).toBeTruthy()
  })

  it('shows the version main reports', async () => {
    renderWithApi(<App />, appApi(accountAdminSession))
    expect(await screen.findByText('v1.2.3')).toBeTruthy()
  })

  it('opens on the overview of the offline demo, with who is signed in and the role in the header', async () => {
    renderWithApi(<App />, appApi(accountAdminSession))
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy()
    const connection = screen.getByRole('group', { name: 'Connection' })
    expect(connection.textContent).toContain('Offline demo')
    expect(connection.textContent).toContain('Signed in as Berlin admin (API key) · Account admin')
    expect((await screen.findByTestId('overview-total')).textContent).toContain('1 device')
  })

  it('opens the devices table filtered to a type from the overview', async () => {
    renderWithApi(<App />, appApi(accountAdminSession))
    const table = await screen.findByRole('table', { name: 'Devices by type' })
    const row = within(table).getByRole('row', { name: /Wi-Fi access point/ })
    expect(row.textContent).toContain('1')
    await userEvent.setup().click(within(row).getByRole('button'))
    expect(await screen.findByRole('heading', { name: 'Devices' })).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('32')
    expect(await screen.findByRole('row', { name: /Northwind-Corp/ })).toBeTruthy()
  })

  it('asks to sign in when the active profile is signed out, and says why', async () => {
    renderWithApi(
      <App />,
      appApi({
        ...accountAdminSession,
        status: 'signedOut',
        principal: null,
        message: 'The stored API key was rejected.',
      }),
    )
    const form = await screen.findByRole('form', { name: 'Sign in' })
    expect(within(form).getByText('The stored API key was rejected.')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Devices' })).toBeNull()
  })

  it('moves the focus to the heading of the screen picked in the menu', async () => {
    renderWithApi(<App />, appApi(accountAdminSession))
    await screen.findByRole('heading', { name: 'Overview' })
    // Nothing moves the focus on start: the admin may already be typing.
    expect(document.activeElement).toBe(document.body)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^API keys/ }))
    // Its code loads on demand (seconds in jsdom on a loaded machine).
    const heading = await screen.findByRole('heading', { name: 'API keys' }, { timeout: 10_000 })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    await user.click(screen.getByRole('button', { name: /^Devices/ }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Devices' })),
    )
  })
})

describe('App shell: events from main', () => {
  function eventApp(session = accountAdminSession) {
    const events = fakeEvents()
    const view = renderWithApi(<App />, { ...appApi(session), on: events.on })
    return { events, view }
  }

  it('shows the register screen on the menu’s Register a Device', async () => {
    const { events } = eventApp()
    await screen.findByRole('heading', { name: 'Overview' })
    act(() => events.emit('menuCommand', { command: 'registerDevice' }))
    // The screen's code loads on demand, and the old screen stays until it can paint: jsdom's first
    // import of the register screen's code takes seconds on a loaded machine.
    const heading = await screen.findByRole(
      'heading',
      { name: 'Register a device', level: 2 },
      { timeout: 10_000 },
    )
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('moves the focus to the devices search on the menu’s Find, from any screen', async () => {
    const { events } = eventApp()
    await screen.findByRole('heading', { name: 'Overview' })
    await userEvent.setup().click(screen.getByRole('button', { name: /^API keys/ }))
    await screen.findByRole('heading', { name: 'API keys' })
    act(() => events.emit('menuCommand', { command: 'findDevices' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' })),
    )
  })

  it('ignores the menu’s shortcuts while signed out', async () => {
    const { events } = eventApp({ ...accountAdminSession, status: 'signedOut', principal: null })
    await screen.findByRole('form', { name: 'Sign in' })
    act(() => events.emit('menuCommand', { command: 'registerDevice' }))
    expect(screen.queryByRole('heading', { name: 'Register a device' })).toBeNull()
  })

  it.each([
    ['restarting', 'The offline demo service is restarting'],
    ['stopped', 'The offline demo service stopped'],
  ] as const)(
    'says so while the offline service is %s, until it runs again',
    async (state, title) => {
      const { events } = eventApp()
      await screen.findByRole('heading', { name: 'Overview' })
      const message = {
        code: 'restarting' as const,
        id: 'app.embedded.restarting.text' as const,
        values: { exitCode: 9 },
        message:
          'The offline demo service stopped unexpectedly (exit code 9) and is being restarted…',
      }
      act(() => events.emit('embeddedService', { state, message }))
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain(title)
      expect(alert.textContent).toContain(message.message)
      const again = {
        code: 'running-again' as const,
        id: 'app.embedded.running-again' as const,
        message: 'The offline demo service runs again.',
      }
      act(() => events.emit('embeddedService', { state: 'running', message: again }))
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    },
  )

  it('shows the session main reports, and loads the lists again when the service answers again', async () => {
    let listed = 0
    const events = fakeEvents()
    renderWithApi(<App />, {
      ...appApi(accountAdminSession),
      on: events.on,
      listDevices: () => {
        listed++
        return ok({ complete: true, devices: [], lost: NOTHING_LOST })
      },
    })
    await screen.findByText(/^0 devices in this account/)
    const before = listed
    const down = {
      state: 'unreachable' as const,
      since: new Date().toISOString(),
      message: 'The service at x cannot be reached (ECONNREFUSED).',
    }
    act(() => events.emit('session', { ...accountAdminSession, connection: down }))
    const connection = screen.getByRole('group', { name: 'Connection' })
    await waitFor(() => expect(connection.textContent).toMatch(/Unreachable since \d/))
    expect(listed).toBe(before)
    act(() =>
      events.emit('session', {
        ...accountAdminSession,
        connection: { state: 'reachable', since: new Date().toISOString(), message: null },
      }),
    )
    await waitFor(() => expect(connection.textContent).toContain('Signed in'))
    await waitFor(() => expect(listed).toBe(before + 1))
  })

  it('offers a member nothing it cannot do, and says why', async () => {
    const member = {
      ...accountAdminSession,
      principal: {
        kind: 'user' as const,
        name: 'berlin.member',
        role: 'member' as const,
        accountId: 'a1',
      },
    }
    let asked = 0
    renderWithApi(<App />, {
      ...appApi(member),
      listDevices: () => {
        asked++
        return ok({ complete: true, devices: [], lost: NOTHING_LOST })
      },
    })
    expect(
      await screen.findByRole('heading', { name: 'Nothing to administer with this role' }),
    ).toBeTruthy()
    expect(screen.getByRole('note').textContent).toContain('members have no admin rights')
    expect(
      screen.getByRole('button', { name: /^Register a device/ }).getAttribute('aria-disabled'),
    ).toBe('true')
    expect(asked).toBe(0)
  })

  it('ends its subscriptions when it closes', async () => {
    const { events, view } = eventApp()
    await screen.findByRole('heading', { name: 'Overview' })
    expect(events.subscribers('menuCommand')).toBe(1)
    view.unmount()
    expect(
      ['menuCommand', 'embeddedService', 'session'].map((event) =>
        events.subscribers(event as 'session'),
      ),
    ).toEqual([0, 0, 0])
  })
})
