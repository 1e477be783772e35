import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemeSwitch } from '#renderer/app/ThemeSwitch.tsx'
import { renderInLanguage } from './render.tsx'

/** As main.tsx renders the app: following the system until the person chooses. */
const renderSwitch = () => renderInLanguage(<ThemeSwitch />)
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme')
const choice = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

afterEach(() => localStorage.clear())

describe('ThemeSwitch', () => {
  it('follows the system until the person chooses', () => {
    renderSwitch()
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeTruthy()
    expect(choice('System').checked).toBe(true)
  })

  it.each([
    ['Dark', 'dark'],
    ['Light', 'light'],
  ])('switches to %s and keeps the choice for the next start', async (label, value) => {
    renderSwitch()
    await userEvent.setup().click(choice(label))
    await waitFor(() => expect(scheme()).toBe(value))
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe(value)
  })

  it('starts from the kept choice and can follow the system again', async () => {
    localStorage.setItem('mantine-color-scheme-value', 'dark')
    renderSwitch()
    expect(choice('Dark').checked).toBe(true)
    await userEvent.setup().click(choice('System'))
    await waitFor(() => expect(localStorage.getItem('mantine-color-scheme-value')).toBe('auto'))
  })
})
