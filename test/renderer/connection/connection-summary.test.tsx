import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectionSummary } from '#renderer/features/connection/ConnectionSummary.tsx'
import { accountAdminSession } from '../fake-api.ts'
import { renderWithApi } from '../render.tsx'

describe('Connection summary', () => {
  it('marks a signed-out profile with a coloured dot that shows on light and dark headers', () => {
    renderWithApi(
      <ConnectionSummary
        session={{
          ...accountAdminSession,
          kind: 'remote',
          profileName: 'Staging',
          serviceUrl: 'https://admin.example.com',
          status: 'signedOut',
          principal: null,
          message: 'Signed out.',
        }}
      />,
      {},
    )
    const group = screen.getByRole('group', { name: 'Connection' })
    expect(group.textContent).toContain('Remote')
    expect(group.textContent).toContain('Staging · https://admin.example.com')
    const badge = screen.getByText('Signed out').closest('.mantine-Badge-root')
    expect(badge?.getAttribute('style')).toMatch(/orange/)
  })
})
