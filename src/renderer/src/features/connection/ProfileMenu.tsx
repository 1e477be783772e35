import { Button, Menu, Text } from '@mantine/core'
import { useState } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import type { ProfileSummary } from '#shared/ipc/session.ts'
import { activeProfile, useSession } from '../../app/session-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { CredentialStoreNote } from './CredentialStoreNote.tsx'
import { describeTarget } from './describe.ts'
import { ProfileDialog } from './ProfileDialog.tsx'
import { ProfileMark } from './ProfileMark.tsx'
import { ProfilesDialog } from './ProfilesDialog.tsx'
import { RemoveProfileDialog } from './RemoveProfileDialog.tsx'
import { ResetDemoDialog } from './ResetDemoDialog.tsx'
import { useSessionChanges } from '../../api/session.ts'

type Dialog =
  | { kind: 'manage' }
  | { kind: 'add' }
  | { kind: 'edit'; profile: ProfileSummary }
  | { kind: 'remove'; profile: ProfileSummary }
  | { kind: 'resetDemo' }
  | null

interface ProfileMenuProps {
  onError: (error: IpcError | null) => void
}

/** Switch, add, edit and remove profiles; sign out. Keyboard-operable (Mantine's menu). */
export function ProfileMenu({ onError }: ProfileMenuProps) {
  const { profiles, session } = useSession()
  const actions = useSessionChanges()
  const t = useT()
  const [busy, setBusy] = useState<string | null>(null)
  const [dialog, setDialog] = useState<Dialog>(null)
  const active = activeProfile(profiles)

  const act = async (label: string, work: () => Promise<{ ok: boolean; error?: IpcError }>) => {
    setBusy(label)
    onError(null)
    const result = await work()
    setBusy(null)
    if (!result.ok && result.error) onError(result.error)
  }

  return (
    <>
      <Menu position="bottom-end" width={300} shadow="md">
        <Menu.Target>
          <Button variant="default" loading={busy !== null} aria-label={t('connection.menu.label')}>
            {t('connection.menu.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('connection.menu.switch')}</Menu.Label>
          {profiles?.profiles.map((profile) => (
            <Menu.Item
              key={profile.id}
              disabled={profile.id === profiles.activeProfileId}
              leftSection={<ProfileMark profileId={profile.id} name={profile.name} size="sm" />}
              rightSection={profile.id === profiles.activeProfileId ? '✓' : undefined}
              onClick={() => void act('switch', () => actions.switchProfile(profile.id))}
            >
              {profile.kind === 'offline'
                ? t('connection.menu.offline-profile', { name: profile.name })
                : `${profile.name} — ${describeTarget(t, profile)}`}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog({ kind: 'manage' })}>
            {t('connection.menu.manage')}
          </Menu.Item>
          <Menu.Item onClick={() => setDialog({ kind: 'add' })}>
            {t('connection.profiles.add')}
          </Menu.Item>
          {active?.kind === 'remote' && (
            <>
              <Menu.Item onClick={() => setDialog({ kind: 'edit', profile: active })}>
                {t('connection.menu.edit')}
              </Menu.Item>
              {/* The theme's red for text (4.5:1 light and dark), not the red of filled buttons. */}
              <Menu.Item
                c="var(--mantine-color-red-text)"
                onClick={() => setDialog({ kind: 'remove', profile: active })}
              >
                {t('connection.menu.remove')}
              </Menu.Item>
            </>
          )}
          {session?.credentialStore && (
            <>
              <Menu.Divider />
              <Menu.Label>{t('connection.menu.secret-kept-in')}</Menu.Label>
              <CredentialStoreNote store={session.credentialStore} />
            </>
          )}
          {session?.kind === 'offline' && (
            <>
              <Menu.Divider />
              <Menu.Label>{t('connection.menu.demo-data')}</Menu.Label>
              {session.demoDataDir && (
                <Text size="xs" px="sm" pb={4} style={{ wordBreak: 'break-all' }}>
                  {session.demoDataDir}
                </Text>
              )}
              <Menu.Item onClick={() => setDialog({ kind: 'resetDemo' })}>
                {t('connection.menu.reset-demo')}
              </Menu.Item>
            </>
          )}
          {session?.status === 'signedIn' && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={() => void act('signOut', () => actions.signOut(false))}>
                {t('connection.menu.sign-out')}
              </Menu.Item>
              {active?.hasStoredSecret && (
                <Menu.Item onClick={() => void act('signOut', () => actions.signOut(true))}>
                  {t('connection.menu.sign-out-forget')}
                </Menu.Item>
              )}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <ProfileDialog
          profile={dialog.kind === 'edit' ? dialog.profile : null}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'manage' && (
        <ProfilesDialog
          onClose={() => setDialog(null)}
          onAdd={() => setDialog({ kind: 'add' })}
          onEdit={(profile) => setDialog({ kind: 'edit', profile })}
          onRemove={(profile) => setDialog({ kind: 'remove', profile })}
          onUse={(profile) => {
            setDialog(null)
            void act('switch', () => actions.switchProfile(profile.id))
          }}
        />
      )}
      {dialog?.kind === 'resetDemo' && (
        <ResetDemoDialog dataDir={session?.demoDataDir} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveProfileDialog profile={dialog.profile} onClose={() => setDialog(null)} />
      )}
    </>
  )
}
