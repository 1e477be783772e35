import {
  Alert,
  Button,
  CopyButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import type { CreateApiKeyOutputSchema } from '#shared/ipc/api-keys.ts'
import type { z } from 'zod'
import { useServerMutation } from '../../api/server-state.ts'
import { DialogClose } from '../../app/DialogActions.tsx'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { activeProfile, useSession } from '../../app/session-context.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'

type Created = z.infer<typeof CreateApiKeyOutputSchema>

/**
 * The new key's secret, this once: copy it, or hand it to a profile of the same service (main keeps
 * it until then and puts it straight into the keychain); after that it is shown no more.
 */
export function CreatedKeyPanel({ created, onClose }: { created: Created; onClose: () => void }) {
  const t = useT()
  const { owner } = useWorkspace()
  const { profiles, checkConnection } = useSession()
  const active = activeProfile(profiles)
  const same = (profiles?.profiles ?? []).filter(
    (p) => p.kind === active?.kind && p.baseUrl === active?.baseUrl,
  )
  const [profileId, setProfileId] = useState(active?.id ?? '')
  const [usedFor, setUsedFor] = useState<string | null>(null)
  const handing = useServerMutation('useCreatedApiKey', {
    owner,
    invalidates: ['apiKeyManagement', 'listApiKeys'],
  })
  const secret = usedFor === null ? created.secret : null

  const handToProfile = async () => {
    const result = await handing
      .mutateAsync({ keyId: created.apiKey.id, profileId })
      .catch(() => null)
    if (!result) return
    setUsedFor(result.name)
    if (result.id === active?.id) await checkConnection()
  }

  return (
    <Stack gap="md">
      {secret !== null ? (
        <>
          <Alert color="yellow" variant="light" role="note">
            {t('api-keys.created.once')}
          </Alert>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              readOnly
              label={t('api-keys.created.secret', { name: created.apiKey.name })}
              value={secret}
              ff="monospace"
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button variant={copied ? 'filled' : 'light'} onClick={copy}>
                  {copied ? t('api-keys.created.copied') : t('api-keys.created.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          {same.length > 0 ? (
            <Group align="flex-end" gap="sm">
              <NativeSelect
                label={t('api-keys.created.profile')}
                value={profileId}
                onChange={(event) => setProfileId(event.currentTarget.value)}
                data={same.map((p) => ({ value: p.id, label: p.name }))}
                w={260}
              />
              <Button loading={handing.isPending} onClick={() => void handToProfile()}>
                {t('api-keys.created.use')}
              </Button>
            </Group>
          ) : (
            <Text size="sm">{t('api-keys.created.no-profiles')}</Text>
          )}
          {handing.error && (
            <ErrorAlert title={t('api-keys.created.use-failed')} error={handing.error} />
          )}
          <Text size="sm" fw={500}>
            {t('api-keys.created.closing')}
          </Text>
          <DialogClose label={t('api-keys.created.close')} onClose={onClose} />
        </>
      ) : (
        <>
          <Alert color="green" variant="light" role="status">
            {t('api-keys.created.used', { profile: usedFor ?? created.profile?.name ?? '' })}
          </Alert>
          <DialogClose label={t('api-keys.created.done')} onClose={onClose} primary />
        </>
      )}
    </Stack>
  )
}
