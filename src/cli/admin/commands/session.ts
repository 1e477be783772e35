import type { SessionState } from '#shared/ipc/session.ts'
import { flag, text } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { commandError, usageError } from '../errors.ts'
import { oneLine } from '../format.ts'
import { API_KEY_ENV } from '../one-off.ts'

/** Login keeps a secret for later commands only in the keychain: without one it refuses, and says what to do. */
const noKeychain = (reason: string) =>
  commandError('keychain_unavailable', 'cli.login.no-keychain', { reason, keyEnv: API_KEY_ENV })

function describeSession(session: SessionState, { t, say }: CommandContext): string {
  const { principal } = session
  const scope = principal?.accountId ? 'account' : principal?.tenantId ? 'tenant' : 'none'
  const who = principal
    ? t('cli.session.as', {
        name: oneLine(principal.name),
        role: principal.role,
        scope,
        id: principal.accountId ?? principal.tenantId ?? '',
      })
    : ''
  const profile = oneLine(session.profileName)
  const where = session.serviceUrl
    ? t('cli.session.profile-at', { profile, url: session.serviceUrl })
    : profile
  const status = {
    signedIn: t('cli.session.signed-in'),
    signedOut: t('cli.session.signed-out'),
    starting: t('cli.session.starting'),
    unreachable: t('cli.session.unreachable'),
  }[session.status]
  const store = session.credentialStore
  const kept = store
    ? `\n${t('cli.session.secret-kept', { store: say(store.label) })}${store.hint ? `\n${say(store.hint)}` : ''}`
    : ''
  // The message in parts, each in the terminal's language where main worded it (joined, they are `message`).
  const message = session.parts?.length ? session.parts.map(say).join(' ') : session.message
  return `${where}: ${status}${who}${message ? `\n${message}` : ''}${kept}\n`
}

export const sessionCommands: Record<string, Command> = {
  status: {
    usage: '',
    summary: 'the active profile and who is signed in',
    options: [],
    service: true,
    async run(context) {
      const session = await context.call('getSession')
      context.print(session, describeSession(session, context))
    },
  },
  login: {
    usage: `[--api-key | --password --username U [--remember]]   (the secret from stdin, a prompt or $${API_KEY_ENV})`,
    summary: 'sign in to the active profile',
    options: ['api-key', 'password', 'username', 'remember'],
    async run(context) {
      if (flag(context.args, 'api-key') && flag(context.args, 'password')) {
        throw usageError('cli.options.not-both', { one: '--api-key', other: '--password' })
      }
      const { profiles, activeProfileId } = await context.call('listProfiles')
      const profile = profiles.find((p) => p.id === activeProfileId)
      const envKey = context.io.env[API_KEY_ENV]
      const usePassword =
        flag(context.args, 'password') ||
        (!flag(context.args, 'api-key') && !envKey && profile?.authMethod === 'login')
      const remember = flag(context.args, 'remember')
      if (remember && !usePassword) throw usageError('cli.login.remember-password')
      // Asked before the secret is typed: a secret that cannot be kept need not be typed.
      if (!usePassword || remember) {
        const problem = await context.keychainProblem()
        if (problem) throw noKeychain(problem)
      }
      let session: SessionState
      if (usePassword) {
        const username = text(context.args, 'username') ?? profile?.username ?? undefined
        if (!username) throw usageError('cli.login.username')
        const password = await context.io.readSecret(
          context.t('cli.login.password-prompt', { username }),
        )
        if (!password) throw usageError('cli.login.no-password')
        session = await context.call('signIn', { method: 'password', username, password, remember })
        if (!remember) {
          const hint = `${context.t('cli.login.this-command-only')}\n`
          context.print(session, describeSession(session, context) + hint)
          return
        }
      } else {
        const apiKey =
          envKey || (await context.io.readSecret(context.t('cli.login.key-prompt'))).trim()
        if (!apiKey) throw usageError('cli.login.no-key', { keyEnv: API_KEY_ENV })
        session = await context.call('signIn', { method: 'apiKey', apiKey })
      }
      context.print(session, describeSession(session, context))
    },
  },
  logout: {
    usage: '',
    summary: 'sign out of the active profile and delete its stored API key or password',
    options: [],
    async run(context) {
      // Each run ends the server session it opened; what outlives a run is the stored secret.
      const session = await context.call('signOut', { forgetSecret: true })
      context.print(session, describeSession(session, context))
    },
  },
  'demo reset': {
    usage: '',
    summary: 'start the offline demo afresh on a new copy of the demo seed (its changes are lost)',
    options: [],
    async run(context) {
      const session = await context.call('resetDemo')
      const reset = session.demoDataDir
        ? context.t('cli.demo.reset-in', { dir: session.demoDataDir })
        : context.t('cli.demo.reset')
      context.print(session, `${reset}\n${describeSession(session, context)}`)
    },
  },
}
