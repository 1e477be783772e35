import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UpdateNotice } from '#renderer/features/updates/UpdateNotice.tsx'
import { UpdateSummary } from '#renderer/features/updates/UpdateSummary.tsx'
import { coded } from '#shared/coded-text.ts'
import type { UpdateStatus } from '#shared/ipc/updates.ts'
import { fail, fakeEvents, ok } from '../fake-api.ts'
import { renderWithApi } from '../render.tsx'

const NOTES = "What's Changed\n\n• Import: wait out 429 Retry-After\n• Updates: restart to update"

const status = (patch: Partial<UpdateStatus>): UpdateStatus => ({
  currentVersion: '0.1.0',
  state: 'idle',
  summary: coded('updates.status.automatic'),
  managed: false,
  update: null,
  ...patch,
})
const ready = status({
  state: 'ready',
  summary: coded('updates.status.ready', { version: '0.2.0' }),
  update: { version: '0.2.0', notes: NOTES },
})

const managed = status({
  state: 'off',
  managed: true,
  summary: coded('updates.status.managed'),
})

describe('the update notice', () => {
  it('offers "Restart to update" for a downloaded version, with its release notes', async () => {
    const restartToUpdate = vi.fn(() => ok({ restarting: true as const }))
    renderWithApi(<UpdateNotice />, {
      on: fakeEvents().on,
      getUpdateStatus: () => ok(ready),
      restartToUpdate,
    })
    const notice = await screen.findByRole('status', { name: 'Version 0.2.0 is ready' })
    expect(notice.textContent).toContain('You have 0.1.0. Restart to update now')
    expect(screen.getByLabelText('Release notes').textContent).toBe(NOTES)
    await userEvent.click(screen.getByRole('button', { name: 'Restart to update' }))
    expect(restartToUpdate).toHaveBeenCalledTimes(1)
  })

  it('says why it did not restart while an import is being sent', async () => {
    const message =
      'An import is being sent. Restart to update when it has finished, or cancel it first; the update waits.'
    renderWithApi(<UpdateNotice />, {
      on: fakeEvents().on,
      getUpdateStatus: () => ok(ready),
      restartToUpdate: () => fail('busy', message),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Restart to update' }))
    expect(
      (await screen.findByText('Not restarted')).closest('[role="alert"]')?.textContent,
    ).toContain(message)
    expect(screen.getByRole('button', { name: 'Restart to update' })).toBeTruthy()
  })

  it('appears when main says a download finished, and "Later" hides it for that version', async () => {
    const events = fakeEvents()
    renderWithApi(<UpdateNotice />, { on: events.on, getUpdateStatus: () => ok(status({})) })
    await waitFor(() => expect(events.subscribers('updateStatus')).toBe(1))
    expect(screen.queryByRole('status')).toBeNull()
    events.emit('updateStatus', ready)
    await screen.findByRole('status', { name: 'Version 0.2.0 is ready' })
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('in a build that cannot install updates, opens the release page instead', async () => {
    const openReleasePage = vi.fn(() => ok({ opened: true }))
    renderWithApi(<UpdateNotice />, {
      on: fakeEvents().on,
      getUpdateStatus: () =>
        ok(status({ state: 'available', update: { version: '0.2.0', notes: '' } })),
      openReleasePage,
    })
    const notice = await screen.findByRole('status', { name: 'Version 0.2.0 is available' })
    expect(notice.textContent).toContain(
      'This build is not code-signed, so it cannot install updates itself',
    )
    expect(screen.queryByRole('button', { name: 'Restart to update' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Open the release page' }))
    expect(openReleasePage).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['checking', status({ state: 'checking' })],
    [
      'downloading',
      status({ state: 'downloading', update: { version: '0.2.0', notes: '', percent: 40 } }),
    ],
    ['off', status({ state: 'off', managed: true })],
  ])('shows nothing while %s', async (_state, current) => {
    const getUpdateStatus = vi.fn(() => ok(current))
    renderWithApi(<UpdateNotice />, { on: fakeEvents().on, getUpdateStatus })
    await waitFor(() => expect(getUpdateStatus).toHaveBeenCalled())
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('the update line', () => {
  it('says when updates are managed by the organisation', async () => {
    renderWithApi(<UpdateSummary />, {
      on: fakeEvents().on,
      getUpdateStatus: () => ok(managed),
    })
    expect((await screen.findByTestId('update-summary')).textContent).toBe(
      'Version 0.1.0. Updates: managed by your organisation',
    )
  })

  it.each([
    [managed, 'Version 0.1.0. Updates: von Ihrer Organisation verwaltet'],
    [
      ready,
      'Version 0.1.0. Updates: Version 0.2.0 ist bereit; starten Sie neu, um zu aktualisieren – sonst wird sie beim Beenden installiert',
    ],
  ])('says in German what happens with updates: %#', async (current, text) => {
    renderWithApi(<UpdateSummary />, { getUpdateStatus: () => ok(current) }, 'de')
    const line = await screen.findByTestId('update-summary')
    expect(line.textContent).toBe(text)
    expect(line.querySelector('[lang]')).toBeNull()
  })
})

describe('the update notice in German', () => {
  it('offers the downloaded version in German; its release notes stay as written', async () => {
    renderWithApi(<UpdateNotice />, { getUpdateStatus: () => ok(ready) }, 'de')
    const notice = await screen.findByRole('status', { name: 'Version 0.2.0 ist bereit' })
    expect(notice.textContent).toContain('Sie haben 0.1.0.')
    expect(screen.getByRole('button', { name: 'Neu starten und aktualisieren' })).toBeTruthy()
    expect(screen.getByLabelText('Versionshinweise').getAttribute('lang')).toBe('en')
  })
})
