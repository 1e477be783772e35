import type { SessionState } from '#shared/ipc/session.ts'
import { flag, text } from '../args.ts'
import type { Command } from '../command.ts'
import { CommandError, UsageError } from '../errors.ts'
import { oneLine } from '../format.ts'
import { API_KEY_ENV } from '../one-off.ts'

/** Login keeps a secret for later commands only in the keychain: without one it refuses, and says what to do. */
function noKeychain(reason: string): CommandError {
  return new CommandError(
    'keychain_unavailable',
    `The OS keychain cannot be used (${reason}). The command line keeps secrets only there, never in a file, so login has nowhere to keep this one.
Either skip login and give each command the key: ${API_KEY_ENV}=… device-admin devices list
or set up a keychain: on Debian or Ubuntu install gnome-keyring (and dbus-user-session), then sign in again; over SSH or in a container, run the commands inside \`dbus-run-session -- bash\` with an unlocked keyring (README: "No keychain"). macOS and Windows have theirs built in.`,
  )
}

function describeSession(session: SessionState): string {
  const who = session.principal
    ? ` as ${oneLine(session.principal.name)} (${session.principal.role}${session.principal.accountId ? `, account ${session.principal.accountId}` : session.principal.tenantId ? `, tenant ${session.principal.tenantId}` : ''})`
    : ''
  const where = session.serviceUrl ? ` at ${session.serviceUrl}` : ''
  const status = {
    signedIn: 'signed in',
    signedOut: 'signed out',
    starting: 'starting',
    unreachable: 'unreachable',
  }[session.status]
  const store = session.credentialStore
  const kept = store
    ? `\nSecret kept in: ${store.label.message}${store.hint ? `\n${store.hint.message}` : ''}`
    : ''
  return `${oneLine(session.profileName)}${where}: ${status}${who}${session.message ? `\n${session.message}` : ''}${kept}\n`
}

export const sessionCommands: Record<string, Command> = {
  status: {
    usage: '',
    summary: 'the active profile and who is signed in',
    options: [],
    service: true,
    async run(context) {
      const session = await context.call('getSession')
      context.print(session, describeSession(session))
    },
  },
  login: {
    usage: `[--api-key | --password --username U [--remember]]   (the secret from stdin, a prompt or $${API_KEY_ENV})`,
    summary: 'sign in to the active profile',
    options: ['api-key', 'password', 'username', 'remember'],
    async run(context) {
      if (flag(context.args, 'api-key') && flag(context.args, 'password')) {
        throw new UsageError('Give --api-key or --password, not both.')
      }
      const { profiles, activeProfileId } = await context.call('listProfiles')
      const profile = profiles.find((p) => p.id === activeProfileId)
      const envKey = context.io.env[API_KEY_ENV]
      const usePassword =
        flag(context.args, 'password') ||
        (!flag(context.args, 'api-key') && !envKey && profile?.authMethod === 'login')
      const remember = flag(context.args, 'remember')
      if (remember && !usePassword)
        throw new UsageError(
          '--remember is for passwords; an API key is always kept in the keychain.',
        )
      // Asked before the secret is typed: a secret that cannot be kept need not be typed.
      if (!usePassword || remember) {
        const problem = await context.keychainProblem()
        if (problem) throw noKeychain(problem)
      }
      let session: SessionState
      if (usePassword) {
        const username = text(context.args, 'username') ?? profile?.username ?? undefined
        if (!username) throw new UsageError('Give --username for a password sign-in.')
        const password = await context.io.readSecret(`Password for ${username}: `)
        if (!password)
          throw new UsageError('No password was given (type it at the prompt or pipe it on stdin).')
        session = await context.call('signIn', { method: 'password', username, password, remember })
        if (!remember) {
          const hint =
            'The login lasts for this command only: add --remember to keep the password in the keychain for later commands.\n'
          context.print(session, describeSession(session) + hint)
          return
        }
      } else {
        const apiKey = envKey || (await context.io.readSecret('API key: ')).trim()
        if (!apiKey)
          throw new UsageError(
            `No API key was given (paste it at the prompt, pipe it on stdin or set ${API_KEY_ENV}).`,
          )
        session = await context.call('signIn', { method: 'apiKey', apiKey })
      }
      context.print(session, describeSession(session))
    },
  },
  logout: {
    usage: '',
    summary: 'sign out of the active profile and delete its stored API key or password',
    options: [],
    async run(context) {
      // Each run ends the server session it opened; what outlives a run is the stored secret.
      const session = await context.call('signOut', { forgetSecret: true })
      context.print(session, describeSession(session))
    },
  },
  'demo reset': {
    usage: '',
    summary: 'start the offline demo afresh on a new copy of the demo seed (its changes are lost)',
    options: [],
    async run(context) {
      const session = await context.call('resetDemo')
      const where = session.demoDataDir ? ` in ${session.demoDataDir}` : ''
      context.print(
        session,
        `The offline demo was reset: a new copy of the demo office${where}.\n${describeSession(session)}`,
      )
    },
  },
}
