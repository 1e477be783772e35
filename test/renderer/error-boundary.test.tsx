import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '#renderer/app/ErrorBoundary.tsx'
import type { Api, RendererError } from '#shared/ipc/contract.ts'
import { fail, ok } from './fake-api.ts'
import { renderWithApi } from './render.tsx'

const SECRET = 'typed-secret-9f3a7c'

function Broken(): never {
  throw new TypeError(`Cannot read the key ${SECRET}`)
}

/** What main answers: the report as it logged it, every secret it knows masked. */
const REPORT = 'TypeError: Cannot read the key [redacted]\n    at Broken\nApp version 1.2.3'

function renderBroken(reportRendererError: Api['reportRendererError']) {
  const onReload = vi.fn()
  renderWithApi(
    <ErrorBoundary onReload={onReload}>
      <Broken />
    </ErrorBoundary>,
    { reportRendererError },
  )
  return { onReload }
}

// React reports a caught render error on the console as well; keep the test output clean.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

describe('ErrorBoundary', () => {
  it('shows what happened and the report main logged, not the raw error', async () => {
    const reported: RendererError[] = []
    renderBroken(async (error) => {
      reported.push(error)
      return { ok: true, value: { report: REPORT } }
    })
    expect(
      screen.getByRole('heading', { name: 'Something went wrong in this window' }),
    ).toBeTruthy()
    expect((await screen.findByLabelText('Error report')).textContent).toBe(REPORT)
    expect(document.body.textContent).not.toContain(SECRET)
    expect(reported).toEqual([
      expect.objectContaining({
        source: 'render',
        name: 'TypeError',
        message: `Cannot read the key ${SECRET}`,
        componentStack: expect.stringContaining('Broken'),
      }),
    ])
  })

  it('reloads the window on Reload', async () => {
    const { onReload } = renderBroken(() => ok({ report: REPORT }))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }))
    expect(onReload).toHaveBeenCalledOnce()
  })

  it('copies the report', async () => {
    const user = userEvent.setup()
    renderBroken(() => ok({ report: REPORT }))
    await user.click(await screen.findByRole('button', { name: 'Copy the report' }))
    expect(await navigator.clipboard.readText()).toBe(REPORT)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy())
  })

  it('shows no error text when main could not write the report', async () => {
    renderBroken(() => fail('transport', 'The web harness is not answering.'))
    expect(await screen.findByText(/back end did not answer/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Copy the report' })).toBeNull()
    expect(document.body.textContent).not.toContain(SECRET)
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })

  it('renders its children when nothing fails', () => {
    renderWithApi(
      <ErrorBoundary>
        <p>All well</p>
      </ErrorBoundary>,
      {},
    )
    expect(screen.getByText('All well')).toBeTruthy()
  })
})
