import { AppShell, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import { SignInPanel } from '../features/connection/SignInPanel.tsx'
import { DevicesScreen } from '../features/devices/DevicesScreen.tsx'
import { OverviewScreen } from '../features/overview/OverviewScreen.tsx'
import { LostNotice } from '../features/lost/LostNotice.tsx'
import { JournalNotices } from '../features/activity/JournalNotices.tsx'
import { UpdateNotice } from '../features/updates/UpdateNotice.tsx'
import { UpdateSummary } from '../features/updates/UpdateSummary.tsx'
import { useApi } from '../api/api-context.tsx'
import { useApiEvent } from '../api/use-api-event.ts'
import { useMenuLanguage } from '../api/use-menu-language.ts'
import { prefetchActivity } from '../features/activity/use-activity-pages.ts'
import { useT } from '../i18n/use-t.ts'
import { AccountPicker } from './AccountPicker.tsx'
import { AppHeader } from './AppHeader.tsx'
import { AppNavbar, type Screen } from './AppNavbar.tsx'
import { EmbeddedServiceNotice } from './EmbeddedServiceNotice.tsx'
import { ProfilesNotice } from '../features/connection/ProfilesNotice.tsx'
import { ErrorAlert } from './ErrorAlert.tsx'
import { NavigationContext, type Navigation } from './navigation.tsx'
import { RoleNotice } from './RoleNotice.tsx'
import { activeProfile, SessionProvider, useSession } from './session-context.tsx'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'
import { Toast, type ToastMessage } from './Toast.tsx'
import { useWorkspace, WorkspaceProvider } from './workspace-context.tsx'

// Loaded on first use, and fetched one after another while idle: the devices table paints without
// the other screens' code, and a screen opened later paints without waiting for its chunk.
const loaders = {
  register: () => import('../features/register/RegisterScreen.tsx'),
  detect: () => import('../features/detect/DetectScreen.tsx'),
  survey: () => import('../features/survey/SurveyScreen.tsx'),
  import: () => import('../features/import/ImportScreen.tsx'),
  activity: () => import('../features/activity/ActivityScreen.tsx'),
  match: () => import('../features/match/MatchScreen.tsx'),
  apiKeys: () => import('../features/api-keys/ApiKeysScreen.tsx'),
}
const RegisterScreen = lazy(() =>
  loaders.register().then((module) => ({ default: module.RegisterScreen })),
)
const DetectScreen = lazy(() =>
  loaders.detect().then((module) => ({ default: module.DetectScreen })),
)
const SurveyScreen = lazy(() =>
  loaders.survey().then((module) => ({ default: module.SurveyScreen })),
)
const ImportScreen = lazy(() =>
  loaders.import().then((module) => ({ default: module.ImportScreen })),
)
const ActivityScreen = lazy(() =>
  loaders.activity().then((module) => ({ default: module.ActivityScreen })),
)
const MatchScreen = lazy(() => loaders.match().then((module) => ({ default: module.MatchScreen })))
const ApiKeysScreen = lazy(() =>
  loaders.apiKeys().then((module) => ({ default: module.ApiKeysScreen })),
)

/** Starts loading a screen's code as it is picked, while the shell renders the change. */
function preload(screen: Screen): void {
  if (screen in loaders) void loaders[screen as keyof typeof loaders]().catch(() => undefined)
}

async function prefetchScreens(cancelled: () => boolean): Promise<void> {
  for (const load of Object.values(loaders)) {
    if (cancelled()) return
    // A screen that fails to load now says so when it is opened.
    await load().catch(() => undefined)
  }
}

/** Each screen's view, given the way to show another (a screen that sends the admin on). */
const SCREEN_VIEWS: Record<Screen, (show: Navigation['show']) => ReactNode> = {
  overview: () => <OverviewScreen />,
  devices: (show) => <DevicesScreen onRegister={() => show('register')} />,
  register: (show) => <RegisterScreen onShowDevices={() => show('devices')} />,
  detect: () => <DetectScreen />,
  survey: () => <SurveyScreen />,
  import: (show) => <ImportScreen onShowDevices={() => show('devices')} />,
  activity: () => <ActivityScreen />,
  match: () => <MatchScreen />,
  apiKeys: () => <ApiKeysScreen />,
}

// The overview only reads, but what it reads (devices, locations) the service shows to admins only.
const BLOCKED_FOR_MEMBERS: readonly Screen[] = [
  'overview',
  'devices',
  'match',
  'register',
  'detect',
  'survey',
  'import',
  'activity',
  'apiKeys',
]

export function App() {
  useMenuLanguage()
  return (
    <SessionProvider>
      <Frame />
    </SessionProvider>
  )
}

/** One shell for every state, so the header (and an open profile menu) survives sign-in and switches. */
function Frame() {
  const { session, profiles } = useSession()
  const profile = activeProfile(profiles)
  return (
    <WorkspaceProvider session={session} defaultAccountId={profile?.defaultAccountId ?? null}>
      <Shell />
    </WorkspaceProvider>
  )
}

function Shell() {
  const { session, profiles, error } = useSession()
  const { canPickAccount, needsAccount, permissions, owner, accountId } = useWorkspace()
  const t = useT()
  const queryClient = useQueryClient()
  const api = useApi()
  const [menuError, setMenuError] = useState<IpcError | null>(null)
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const [screen, setScreen] = useState<Screen>('overview')
  // Set when the admin picks a screen: its heading then takes the focus (keyboard and screen readers
  // land on the new screen, not on the menu), once the screen (maybe loaded on first use) is there;
  // the menu's Find moves it to the devices search instead.
  const [navigated, setNavigated] = useState<{ count: number; focus: 'heading' | 'search' }>({
    count: 0,
    focus: 'heading',
  })
  const mainRef = useRef<HTMLElement>(null)
  // A transition: the current screen stays until the next one can paint (its code loaded), rather
  // than a "Loading…" fallback that React then keeps up for at least 300 ms.
  const show = useCallback(
    (next: Screen, focus: 'heading' | 'search' = 'heading') => {
      preload(next)
      if (next === 'activity' && !needsAccount) prefetchActivity(queryClient, api, owner, accountId)
      startTransition(() => {
        setScreen(next)
        setNavigated((previous) => ({ count: previous.count + 1, focus }))
      })
    },
    [queryClient, api, owner, accountId, needsAccount],
  )
  const navigation = useMemo(() => ({ screen, show }), [screen, show])
  useEffect(() => {
    const main = mainRef.current
    if (navigated.count === 0 || !main) return
    const target = () => {
      if (navigated.focus === 'search')
        return main.querySelector<HTMLElement>('[data-shortcut-target="device-search"]')
      // Not the previous screen's, which React keeps hidden while the next one loads.
      const heading = [...main.querySelectorAll<HTMLElement>('h2')].find(
        (candidate) => !candidate.closest('[style*="display: none"]'),
      )
      if (heading) heading.tabIndex = -1
      return heading
    }
    const focusTarget = () => {
      const element = target()
      element?.focus()
      return element !== null && element !== undefined && document.activeElement === element
    }
    if (focusTarget()) return
    const observer = new MutationObserver(() => {
      if (focusTarget()) observer.disconnect()
    })
    observer.observe(main, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [navigated])
  const signedIn = session?.status === 'signedIn'
  // The menu's shortcuts (Electron main → window; the web harness's event stream in a browser).
  useApiEvent('menuCommand', ({ command }) => {
    if (!signedIn) return
    if (command === 'registerDevice') show('register')
    else show('devices', 'search')
  })
  useEffect(() => {
    if (!signedIn) return
    let cancelled = false
    const timer = setTimeout(() => void prefetchScreens(() => cancelled), 1500)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [signedIn])

  let main: ReactNode
  if (!session) {
    main = error ? (
      <ErrorAlert title={t('app.connection-unread')} error={error} />
    ) : (
      <Starting text={t('app.loading.connecting')} />
    )
  } else if (session.status === 'starting') {
    main = <Starting text={t('app.loading.starting')} />
  } else if (!signedIn) {
    main = (
      // Remounted when the profile's details arrive, so the form starts from its sign-in method.
      <SignInPanel
        key={`${session.profileId}|${activeProfile(profiles)?.id}`}
        session={session}
        profile={activeProfile(profiles)}
      />
    )
  } else if (permissions.why !== null) {
    main = <RoleNotice why={permissions.why} />
  } else if (needsAccount) {
    main = (
      <Text mt="xl" ta="center">
        {t('app.choose-account')}
      </Text>
    )
  } else {
    main = SCREEN_VIEWS[screen](show)
  }

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: 220,
        breakpoint: 'xs',
        collapsed: { mobile: !signedIn, desktop: !signedIn },
      }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader
          onError={setMenuError}
          accountPicker={signedIn && canPickAccount ? <AccountPicker /> : null}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('app.nav.label')}>
        {/* The screens scroll in a low window; the language, theme and updates below stay in view. */}
        <AppShell.Section grow component={ScrollArea} mb="xs">
          {signedIn && (
            <AppNavbar
              screen={screen}
              onChange={show}
              blocked={
                permissions.administer
                  ? {}
                  : Object.fromEntries(
                      BLOCKED_FOR_MEMBERS.map((blocked) => [blocked, t('app.nav.needs-admin')]),
                    )
              }
            />
          )}
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap="xs">
            <LanguageSwitch />
            <ThemeSwitch />
          </Stack>
        </AppShell.Section>
        <AppShell.Section mt="xs">
          <UpdateSummary />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main ref={mainRef}>
        <EmbeddedServiceNotice />
        <ProfilesNotice />
        <UpdateNotice />
        <JournalNotices />
        {menuError && <ErrorAlert error={menuError} onClose={() => setMenuError(null)} />}
        {signedIn && permissions.administer && !needsAccount && (
          <LostNotice onDone={(text) => setToast({ id: Date.now(), text })} />
        )}
        {toast && <Toast key={toast.id} message={toast} onClose={() => setToast(null)} />}
        <NavigationContext.Provider value={navigation}>
          <Suspense fallback={<Starting text={t('app.loading.screen')} />}>{main}</Suspense>
        </NavigationContext.Provider>
      </AppShell.Main>
    </AppShell>
  )
}

function Starting({ text }: { text: string }) {
  return (
    <Center mt="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </Center>
  )
}
