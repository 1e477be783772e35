/** The account key the API keys screen's tests list, as the service describes it. */
export const KEY = {
  id: 'key-1',
  name: 'Berlin reporting',
  role: 'member' as const,
  scope: 'account' as const,
  tenantId: 't1',
  accountId: 'a1',
  createdAt: '2026-01-05T10:00:00.000Z',
}
