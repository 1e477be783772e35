import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from '../../src/renderer/src/app/app.tsx'
import { renderWithApi } from './render.tsx'

describe('App shell', () => {
  it('shows the product name as the page heading', () => {
    renderWithApi(<App />, {
      getAppInfo: async () => ({ ok: true, value: { name: 'x', version: '1.2.3' } }),
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Device Registry Admin' })).toBeTruthy()
  })

  it('shows the version main reports', async () => {
    renderWithApi(<App />, {
      getAppInfo: async () => ({ ok: true, value: { name: 'x', version: '1.2.3' } }),
    })
    expect(await screen.findByText('v1.2.3')).toBeTruthy()
  })
})
