import { NativeSelect, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useT } from '../i18n/use-t.ts'
import { useWorkspace } from './workspace-context.tsx'

/** Tenant and super admins choose the account they work in; a typed id where the service has no list. */
export function AccountPicker() {
  const { accountId, setAccountId, accounts } = useWorkspace()
  const t = useT()

  if (accounts.data?.supported) {
    const list = accounts.data.accounts
    return (
      <NativeSelect
        label={t('app.account.label')}
        size="xs"
        w={240}
        value={accountId ?? ''}
        onChange={(event) => setAccountId(event.currentTarget.value || undefined)}
        data={[
          ...(accountId === undefined ? [{ value: '', label: t('app.account.choose') }] : []),
          ...list.map((account) => ({
            value: account.id,
            label: `${account.name} · ${account.tenantName}`,
          })),
        ]}
      />
    )
  }
  if (accounts.isLoading) return null
  return <AccountIdInput key={accountId ?? ''} accountId={accountId} onCommit={setAccountId} />
}

function AccountIdInput(props: {
  accountId: string | undefined
  onCommit: (id: string | undefined) => void
}) {
  const { accountId, onCommit: setAccountId } = props
  const [typed, setTyped] = useState(accountId ?? '')
  const t = useT()
  return (
    <TextInput
      label={t('app.account.id')}
      size="xs"
      w={200}
      value={typed}
      placeholder={t('app.account.id.placeholder')}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onBlur={() => setAccountId(typed.trim() || undefined)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setAccountId(typed.trim() || undefined)
      }}
    />
  )
}
