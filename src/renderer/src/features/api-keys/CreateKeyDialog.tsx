import { Modal, NativeSelect, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { Role } from '#shared/api/common.ts'
import { CHANGES_NOTHING, useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { ROLE_LABELS } from '../connection/describe.ts'
import { CreatedKeyPanel } from './CreatedKeyPanel.tsx'
import { creatableRoles, EXPIRY_DAYS, type ExpiryDays } from './key-roles.ts'
import { DialogActions } from '../../app/DialogActions.tsx'

const DAY_MS = 24 * 60 * 60 * 1000
const EXPIRY_LABELS = {
  30: 'api-keys.create.expires-30',
  90: 'api-keys.create.expires-90',
  365: 'api-keys.create.expires-365',
  0: 'api-keys.create.expires-never',
} as const

interface CreateKeyDialogProps {
  /** The scope the screen shows, and the ids that name it (undefined: the caller's own). */
  scope: 'account' | 'tenant'
  accountId: string | undefined
  tenantId: string | undefined
  canTenant: boolean
  onClose: () => void
}

/** Asks for a name, role, scope and expiry; then shows the secret once (CreatedKeyPanel). */
export function CreateKeyDialog(props: CreateKeyDialogProps) {
  const t = useT()
  const { owner, principal } = useWorkspace()
  const [name, setName] = useState('')
  const [scope, setScope] = useState(props.scope)
  const roles = creatableRoles(principal?.role, scope)
  const [role, setRole] = useState<Role | undefined>(roles[0])
  const shownRole = role && roles.includes(role) ? role : roles[0]
  const [days, setDays] = useState<ExpiryDays>(90)
  const create = useServerMutation('createApiKey', {
    owner,
    invalidates: ['listApiKeys', 'apiKeyManagement', 'listActivity'],
  })
  const created = create.data ?? null
  const forget = useServerMutation('forgetCreatedApiKey', CHANGES_NOTHING)

  const close = () => {
    // The secret main holds for "Use for a profile" goes with the dialog.
    if (created?.secret) forget.mutate({ keyId: created.apiKey.id })
    props.onClose()
  }
  const submit = () => {
    if (!shownRole) return
    const ids =
      scope === 'tenant'
        ? props.tenantId === undefined
          ? {}
          : { tenantId: props.tenantId }
        : props.accountId === undefined
          ? {}
          : { accountId: props.accountId }
    create.mutate({
      name: name.trim(),
      role: shownRole,
      ...ids,
      ...(days ? { expiresAt: new Date(Date.now() + days * DAY_MS).toISOString() } : {}),
    })
  }

  return (
    <Modal
      opened
      onClose={close}
      title={created ? t('api-keys.created.title') : t('api-keys.create.title')}
      size="lg"
      closeOnClickOutside={!created}
    >
      {created ? (
        <CreatedKeyPanel created={created} onClose={close} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('api-keys.create.name')}
              description={t('api-keys.create.name-hint')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              required
              maxLength={100}
              data-autofocus
            />
            <NativeSelect
              label={t('api-keys.create.scope')}
              value={scope}
              onChange={(event) => setScope(event.currentTarget.value as 'account' | 'tenant')}
              data={[
                { value: 'account', label: t('api-keys.create.scope-account') },
                {
                  value: 'tenant',
                  label: t('api-keys.create.scope-tenant'),
                  disabled: !props.canTenant,
                },
              ]}
            />
            <NativeSelect
              label={t('api-keys.create.role')}
              description={t('api-keys.create.role-hint')}
              value={shownRole ?? ''}
              onChange={(event) => setRole(event.currentTarget.value as Role)}
              data={roles.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }))}
            />
            <NativeSelect
              label={t('api-keys.create.expires')}
              value={String(days)}
              onChange={(event) => setDays(Number(event.currentTarget.value) as ExpiryDays)}
              data={EXPIRY_DAYS.map((d) => ({ value: String(d), label: t(EXPIRY_LABELS[d]) }))}
            />
            {create.error && (
              <ErrorAlert title={t('api-keys.create.failed')} error={create.error} />
            )}
            <DialogActions
              onCancel={close}
              confirm={t('api-keys.create.submit')}
              running={create.isPending}
              disabled={!name.trim() || !shownRole}
            />
          </Stack>
        </form>
      )}
    </Modal>
  )
}
