// An error main worded itself reads in the window's language; a service's own words stay English, marked so.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorAlert } from '#renderer/app/ErrorAlert.tsx'
import { renderInLanguage } from './render.tsx'

describe('an error alert in German', () => {
  it('says main’s own sentence in German, with its values', () => {
    renderInLanguage(
      <ErrorAlert
        error={{
          code: 'timeout',
          message: 'The service at https://admin.example.com did not answer within 30 seconds.',
          text: {
            code: 'no-answer',
            id: 'errors.text.no-answer',
            values: { origin: 'https://admin.example.com', seconds: 30 },
          },
        }}
      />,
      'de',
    )
    const sentence = screen.getByText(
      'Der Dienst unter https://admin.example.com hat nicht innerhalb von 30 Sekunden geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    )
    expect(sentence.closest('[lang="en"]')).toBeNull()
    expect(screen.getByText('Der Dienst hat zu lange nicht geantwortet')).toBeTruthy()
  })

  it('shows a service’s own words as they came, marked English', () => {
    renderInLanguage(
      <ErrorAlert error={{ code: 'forbidden', message: 'Account admins only.' }} />,
      'de',
    )
    expect(screen.getByText('Account admins only.').closest('[lang="en"]')).toBeTruthy()
  })

  it('says a field named with the error’s own sentence in German too; other fields as they came', () => {
    const message = '"yesterday" is not a date: write it as YYYY-MM-DD (or an ISO 8601 time).'
    renderInLanguage(
      <ErrorAlert
        error={{
          code: 'validation_failed',
          message,
          text: {
            code: 'activity-not-a-date',
            id: 'errors.import.activity-not-a-date',
            values: { value: 'yesterday' },
          },
          fields: [
            { path: 'since', message },
            { path: 'until', message: 'Expected a string.' },
          ],
        }}
      />,
      'de',
    )
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      [
        'since: „yesterday“ ist kein Datum: Schreiben Sie es als JJJJ-MM-TT (oder als ISO-8601-Zeitpunkt).',
        null,
      ],
      ['until: Expected a string.', 'en'],
    ])
  })
})
