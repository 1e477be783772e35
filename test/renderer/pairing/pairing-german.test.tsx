import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PairDialog } from '#renderer/features/pairing/PairDialog.tsx'
import { UnpairDialog } from '#renderer/features/pairing/UnpairDialog.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import { accountAdminSession, fakeApi } from '../fake-api.ts'
import { renderInWorkspace } from '../render.tsx'

const IDS = ['Network;00:1a:2b:3c:4d:5e;WiFi', 'Network;00:1a:2b:3c:4d:5f;WiFi']
const noop = () => {}

describe('pairing in German', () => {
  it('the pair dialog', async () => {
    renderInWorkspace(
      <PairDialog
        devices={IDS.map((serialId) => ({ serialId, locationId: 'f2' }))}
        onClose={noop}
        onPaired={noop}
      />,
      fakeApi([]),
      accountAdminSession,
      'de',
    )
    expect(await screen.findByRole('dialog', { name: '2 Geräte zuordnen' })).toBeTruthy()
    expect(await screen.findByRole('combobox', { name: 'Standort' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '2 Geräte zuordnen' })).toBeTruthy()
    expect(screen.getByRole('note').textContent).toBe(
      'Diese Geräte sind bereits zugeordnet: Die Zuordnung verschiebt sie an den gewählten Standort.',
    )
  })

  it.each<[Locale, number, string]>([
    ['en', 1, 'Unpair 1 device'],
    ['en', 2, 'Unpair 2 devices'],
    ['de', 1, 'Zuordnung von 1 Gerät aufheben'],
    ['de', 2, 'Zuordnung von 2 Geräten aufheben'],
  ])('the unpair dialog (%s) for %i', (locale, count, button) => {
    renderInWorkspace(
      <UnpairDialog
        opened
        serialIds={IDS.slice(0, count)}
        knowsStored
        onClose={noop}
        onUnpaired={noop}
      />,
      fakeApi([]),
      accountAdminSession,
      locale,
    )
    expect(screen.getByRole('dialog', { name: `${button}?` })).toBeTruthy()
    expect(screen.getByRole('button', { name: button })).toBeTruthy()
  })
})
