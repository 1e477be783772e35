import { Box, Loader, Stack, Text, Title } from '@mantine/core'
import { Suspense, lazy, useRef, useState } from 'react'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { PairDialog } from '../pairing/PairDialog.tsx'
import { EntryModeControl } from './EntryModeControl.tsx'
import { RegisterForm } from './RegisterForm.tsx'
import { RegisterResult } from './RegisterResult.tsx'
import { useRegisterDraft } from './use-register-draft.ts'
import type { RegisterOutcome } from './use-register.ts'

// The readers of tool printouts and EDIDs load when the admin opens them, not with the screen.
const ReadPanel = lazy(() =>
  import('./ReadPanel.tsx').then((module) => ({ default: module.ReadPanel })),
)

/** Register a device: the form (or the readers of a tool's printout), then what the service did. */
export function RegisterScreen({ onShowDevices }: { onShowDevices: () => void }) {
  const { accountId, canPickAccount, accounts } = useWorkspace()
  const t = useT()
  // Tenant and super admins work in the account picked in the header: say which one gets the device.
  const account = canPickAccount
    ? accounts.data?.accounts.find((candidate) => candidate.id === accountId)
    : undefined
  const accountText = account ? `${account.name} · ${account.tenantName}` : accountId
  const state = useRegisterDraft()
  const { draft } = state
  const [result, setResult] = useState<RegisterOutcome | null>(null)
  const [pairing, setPairing] = useState(false)
  const formBox = useRef<HTMLDivElement>(null)
  // Once opened, the reader stays mounted (hidden in the other modes): its paste and list survive a visit
  // to the form, for one device edited there.
  const [readerOpened, setReaderOpened] = useState(false)
  if (draft.mode === 'read' && !readerOpened) setReaderOpened(true)

  const another = () => {
    setResult(null)
    state.another()
    // The focus goes to the start of the new form, once it is there again.
    requestAnimationFrame(() =>
      formBox.current?.querySelector<HTMLElement>('input, button, textarea')?.focus(),
    )
  }

  return (
    <Stack gap="md" maw={1200}>
      <Stack gap={2}>
        <Title order={2}>{t('register.screen.title')}</Title>
        {canPickAccount && accountText !== undefined && (
          <Text size="sm" c="dimmed" data-testid="register-account">
            {t('register.screen.account', { account: accountText })}
          </Text>
        )}
      </Stack>
      {result ? (
        <RegisterResult
          outcome={result}
          onPair={() => setPairing(true)}
          onAnother={another}
          onShowDevices={onShowDevices}
        />
      ) : draft.mode === 'read' ? (
        <EntryModeControl value={draft.mode} onChange={(mode) => state.update({ mode })} />
      ) : (
        <div ref={formBox}>
          <RegisterForm state={state} onRegistered={setResult} />
        </div>
      )}
      {readerOpened && (
        <Box display={draft.mode === 'read' && !result ? undefined : 'none'}>
          <Suspense
            fallback={
              <Loader size="sm" role="status" aria-label={t('register.screen.loadingReaders')} />
            }
          >
            <ReadPanel onEdit={state.edit} />
          </Suspense>
        </Box>
      )}
      {result && pairing && (
        <PairDialog
          devices={[{ ...result.device, locationId: null }]}
          via="register"
          onClose={() => setPairing(false)}
          onPaired={(_paired, locationId) => {
            setPairing(false)
            setResult(
              (previous) =>
                previous && {
                  ...previous,
                  result: { ...previous.result, pairing: 'paired', locationId },
                },
            )
          }}
        />
      )}
    </Stack>
  )
}
