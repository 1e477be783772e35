import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import { theme } from '../../src/renderer/src/app/theme.ts'
import { ThemeMenu } from '../../src/renderer/src/app/ThemeMenu.tsx'

/** As main.tsx renders the app: following the system until the person chooses. */
const renderMenu = () =>
  render(
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <ThemeMenu />
    </MantineProvider>,
  )

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme')

afterEach(() => localStorage.clear())

describe('ThemeMenu', () => {
  it.each([
    ['Dark', 'dark'],
    ['Light', 'light'],
  ])('switches to %s and keeps the choice for the next start', async (label, value) => {
    const user = userEvent.setup()
    renderMenu()
    await user.click(screen.getByRole('button', { name: 'Theme: Follow the system' }))
    await user.click(await screen.findByRole('menuitem', { name: label }))
    await waitFor(() => expect(scheme()).toBe(value))
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe(value)
    expect(screen.getByRole('button', { name: `Theme: ${label}` })).toBeTruthy()
  })

  it('starts from the kept choice and can follow the system again', async () => {
    localStorage.setItem('mantine-color-scheme-value', 'dark')
    const user = userEvent.setup()
    renderMenu()
    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }))
    const follow = await screen.findByRole('menuitem', { name: 'Follow the system' })
    expect(follow.getAttribute('aria-current')).toBeNull()
    expect(screen.getByText('Dark').closest('button')?.getAttribute('aria-current')).toBe('true')
    await user.click(follow)
    await waitFor(() => expect(localStorage.getItem('mantine-color-scheme-value')).toBe('auto'))
  })
})
