import type { ProfileSummary } from '#shared/ipc/session.ts'
import { suggestServiceUrl } from '#shared/net/service-url-suggestion.ts'
import { text, flag } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { usageError } from '../errors.ts'
import { oneLine, table } from '../format.ts'

/** A command on the profile its operands name, by its id or, case-insensitively, its name. */
const onProfile = (
  summary: string,
  run: (context: CommandContext, profile: ProfileSummary) => Promise<void>,
): Command => ({
  usage: 'ID|NAME',
  summary,
  options: [],
  operands: true,
  async run(context) {
    await run(context, await findProfile(context, context.operands.join(' ').trim()))
  },
})

/** The profile of this id or, case-insensitively, this name. */
export async function findProfile(
  context: CommandContext,
  wanted: string,
): Promise<ProfileSummary> {
  if (!wanted) throw usageError('cli.profiles.name-it')
  const { profiles } = await context.call('listProfiles')
  const byId = profiles.find((p) => p.id === wanted)
  if (byId) return byId
  const byName = profiles.filter((p) => p.name.toLowerCase() === wanted.toLowerCase())
  if (byName.length === 1) return byName[0]!
  if (byName.length > 1) throw usageError('cli.profiles.several', { name: wanted })
  throw usageError('cli.profiles.none', { name: wanted })
}

export const profileCommands: Record<string, Command> = {
  'profiles list': {
    usage: '',
    summary: 'the profiles; * marks the active one',
    options: [],
    async run(context) {
      const state = await context.call('listProfiles')
      const rows = state.profiles.map((p) => [
        p.id === state.activeProfileId ? '*' : '',
        p.id,
        p.name,
        p.kind === 'offline' ? '(embedded demo service)' : (p.baseUrl ?? ''),
        p.authMethod === 'apiKey' ? 'api key' : `login ${p.username ?? ''}`.trim(),
        p.hasStoredSecret ? 'yes' : 'no',
      ])
      const notice = state.notice
        ? `\n${context.t('cli.note', { text: context.say(state.notice) })}\n`
        : ''
      context.print(
        state,
        table(['', 'ID', 'NAME', 'SERVICE', 'AUTH', 'SECRET STORED'], rows) + notice,
      )
    },
  },
  'profiles add': {
    usage:
      'NAME --url URL [--auth api-key|login] [--username U] [--default-account ID] [--allow-insecure-http]',
    summary: 'add a profile for a remote service',
    options: ['url', 'auth', 'username', 'default-account', 'allow-insecure-http'],
    operands: true,
    async run(context) {
      const name = context.operands.join(' ').trim()
      const url = text(context.args, 'url')
      if (!name || !url) throw usageError('cli.profiles.add-needs')
      const suggestion = suggestServiceUrl(url)
      if (suggestion) throw usageError('cli.profiles.url-scheme', { suggestion })
      const auth = text(context.args, 'auth') ?? 'api-key'
      if (auth !== 'api-key' && auth !== 'login') throw usageError('cli.profiles.auth')
      const profile = await context.call('saveProfile', {
        name,
        baseUrl: url,
        authMethod: auth === 'login' ? 'login' : 'apiKey',
        username: text(context.args, 'username') ?? null,
        defaultAccountId: text(context.args, 'default-account') ?? null,
        allowInsecureHttp: flag(context.args, 'allow-insecure-http'),
      })
      context.print(
        profile,
        `${context.t('cli.profiles.added', { name: oneLine(profile.name), id: profile.id })}\n`,
      )
    },
  },
  'profiles remove': onProfile(
    'remove a profile and its stored secret',
    async (context, profile) => {
      const state = await context.call('removeProfile', { id: profile.id })
      context.print(
        state,
        `${context.t('cli.profiles.removed', { name: oneLine(profile.name) })}\n`,
      )
    },
  ),
  'profiles use': onProfile(
    'make a profile the active one (the app uses it too)',
    async (context, profile) => {
      const session = await context.call('useProfile', { id: profile.id })
      // The status as its code, as scripts read it.
      const using = context.t('cli.profiles.using', {
        name: oneLine(profile.name),
        status: session.status,
      })
      context.print(session, `${using}${session.message ? ` (${oneLine(session.message)})` : ''}\n`)
    },
  ),
}
