import { Button, Menu, Text } from '@mantine/core'
import { useState } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import type { ProfileSummary } from '#shared/ipc/session.ts'
import { activeProfile, useSession } from '../../app/session-context.tsx'
import { CredentialStoreNote } from './CredentialStoreNote.tsx'
import { describeTarget } from './describe.ts'
import { ProfileDialog } from './ProfileDialog.tsx'
import { ProfileMark } from './ProfileMark.tsx'
import { ProfilesDialog } from './ProfilesDialog.tsx'
import { RemoveProfileDialog } from './RemoveProfileDialog.tsx'
import { ResetDemoDialog } from './ResetDemoDialog.tsx'
import { useConnectionActions } from './use-connection-actions.ts'

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
  const actions = useConnectionActions()
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
          <Button variant="default" loading={busy !== null} aria-label="Connection and profiles">
            Profiles
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Switch profile</Menu.Label>
          {profiles?.profiles.map((profile) => (
            <Menu.Item
              key={profile.id}
              disabled={profile.id === profiles.activeProfileId}
              leftSection={<ProfileMark profileId={profile.id} name={profile.name} size="sm" />}
              rightSection={profile.id === profiles.activeProfileId ? '✓' : undefined}
              onClick={() => void act('switch', () => actions.switchProfile(profile.id))}
            >
              {profile.kind === 'offline'
                ? `${profile.name} (offline)`
                : `${profile.name} — ${describeTarget(profile)}`}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog({ kind: 'manage' })}>Manage profiles…</Menu.Item>
          <Menu.Item onClick={() => setDialog({ kind: 'add' })}>Add a remote profile…</Menu.Item>
          {active?.kind === 'remote' && (
            <>
              <Menu.Item onClick={() => setDialog({ kind: 'edit', profile: active })}>
                Edit this profile…
              </Menu.Item>
              {/* The theme's red for text (4.5:1 light and dark), not the red of filled buttons. */}
              <Menu.Item
                c="var(--mantine-color-red-text)"
                onClick={() => setDialog({ kind: 'remove', profile: active })}
              >
                Remove this profile…
              </Menu.Item>
            </>
          )}
          {session?.credentialStore && (
            <>
              <Menu.Divider />
              <Menu.Label>Secret kept in</Menu.Label>
              <CredentialStoreNote store={session.credentialStore} />
            </>
          )}
          {session?.kind === 'offline' && (
            <>
              <Menu.Divider />
              <Menu.Label>Demo data</Menu.Label>
              {session.demoDataDir && (
                <Text size="xs" px="sm" pb={4} style={{ wordBreak: 'break-all' }}>
                  {session.demoDataDir}
                </Text>
              )}
              <Menu.Item onClick={() => setDialog({ kind: 'resetDemo' })}>
                Reset demo office…
              </Menu.Item>
            </>
          )}
          {session?.status === 'signedIn' && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={() => void act('signOut', () => actions.signOut(false))}>
                Sign out
              </Menu.Item>
              {active?.hasStoredSecret && (
                <Menu.Item onClick={() => void act('signOut', () => actions.signOut(true))}>
                  Sign out and forget the stored secret
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
