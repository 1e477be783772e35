import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageSwitch } from '#renderer/app/LanguageSwitch.tsx'
import { ThemeSwitch } from '#renderer/app/ThemeSwitch.tsx'
import { I18nProvider } from '#renderer/i18n/I18nProvider.tsx'
import { formatLocale, matchLocale, type Locale } from '#shared/messages/locales.ts'
import { renderInLanguage } from './render.tsx'

/** As main.tsx renders the app: the language from the system until the admin chooses one. */
const renderSettings = () =>
  renderInLanguage(
    <I18nProvider>
      <LanguageSwitch />
      <ThemeSwitch />
    </I18nProvider>,
  )
const choice = (name: string) =>
  within(screen.getByRole('radiogroup', { name: /Language|Sprache/ })).getByRole('radio', {
    name,
  }) as HTMLInputElement

afterEach(() => localStorage.clear())

describe('the window language', () => {
  it.each([
    ['de', ['de-AT', 'en-US'], 'de-AT'],
    ['en', ['de-AT', 'en-GB'], 'en-GB'],
    ['de', ['en-GB'], 'de'],
  ])('writes dates in %s as the system’s region does: %j gives %s', (language, preferred, tag) => {
    expect(formatLocale(language as Locale, preferred)).toBe(tag)
  })

  it.each([
    [['de-DE', 'en-US'], 'de'],
    [['de-AT'], 'de'],
    [['fr-FR', 'de-CH', 'en'], 'de'],
    [['fr-FR', 'it'], 'en'],
    [['en-GB', 'de'], 'en'],
    [[], 'en'],
  ])('follows the system: %j speaks %s', (preferred, locale) => {
    expect(matchLocale(preferred)).toBe(locale)
  })

  it('switches to German and back, keeps the choice for the next start, and sets the page language', async () => {
    renderSettings()
    expect(choice('System').checked).toBe(true)
    await userEvent.setup().click(choice('Deutsch'))
    await screen.findByRole('radiogroup', { name: 'Farbschema' })
    expect(screen.getByRole('radio', { name: 'Hell' })).toBeTruthy()
    await waitFor(() => expect(document.documentElement.lang).toBe('de'))
    expect(localStorage.getItem('device-registry-admin:ui:language')).toBe('"de"')

    await userEvent.setup().click(choice('English'))
    await screen.findByRole('radiogroup', { name: 'Theme' })
    // English as the system's region writes it (jsdom's browser says en-US).
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'))
  })

  it('starts in the kept language whatever the system says', async () => {
    localStorage.setItem('device-registry-admin:ui:language', '"de"')
    renderSettings()
    expect(await screen.findByRole('radiogroup', { name: 'Sprache' })).toBeTruthy()
    expect(choice('Deutsch').checked).toBe(true)
  })
})
