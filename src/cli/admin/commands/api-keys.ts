import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { RoleSchema } from '#shared/api/common.ts'
import { text } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { confirmed } from '../confirm.ts'
import { CommandError, UsageError } from '../errors.ts'
import { oneLine } from '../format.ts'
import { API_KEY_ENV } from '../one-off.ts'
import { parseExpiry } from './api-keys-expiry.ts'
import { findProfile } from './profiles.ts'

const describeKey = (key: ApiKeyRecord) =>
  `${key.id} "${oneLine(key.name)}" (${key.role} of ${key.scope} ${key.accountId ?? key.tenantId}, ${key.expiresAt ? `expires ${key.expiresAt}` : 'does not expire'})`

/** The profiles of this app that sign in with the key, as words for a warning. */
async function usersOf(context: CommandContext, keyId: string): Promise<string> {
  const { usedBy } = await context.call('apiKeyManagement')
  const names = usedBy.filter((user) => user.keyId === keyId).map((u) => `"${u.profileName}"`)
  return names.length
    ? ` The profile${names.length > 1 ? 's' : ''} ${names.join(', ')} of this app sign${names.length > 1 ? '' : 's'} in with it and will be refused.`
    : ''
}

function createRequest(context: CommandContext) {
  const name = text(context.args, 'name')
  if (!name?.trim()) throw new UsageError('Give --name NAME: who or what uses the key.')
  const role = RoleSchema.safeParse(text(context.args, 'role'))
  if (!role.success) throw new UsageError(`Give --role ${RoleSchema.options.join('|')}.`)
  const tenantId = text(context.args, 'tenant')
  const accountId = text(context.args, 'account')
  if (tenantId && accountId) throw new UsageError('Give --tenant or --account, not both.')
  const expires = text(context.args, 'expires')
  return {
    name,
    role: role.data,
    ...(tenantId ? { tenantId } : {}),
    ...(accountId ? { accountId } : {}),
    ...(expires ? { expiresAt: parseExpiry(expires, Date.now()) } : {}),
  }
}

export const apiKeyCommands: Record<string, Command> = {
  'apikeys create': {
    usage:
      '--name N --role R [--account ID | --tenant ID] [--expires 90d|DATE] [--to-profile NAME] [--yes]',
    summary:
      'a new API key: its secret on stdout this once, or with --to-profile into the keychain',
    help: () =>
      '  The scope is --account or --tenant (neither: your own). --expires takes days from now (90d), a date\n  (2026-09-01, from 00:00 UTC) or a moment with its offset; without it the key works until revoked.\n  The secret is printed once, alone on stdout (the rest goes to stderr); it cannot be shown again.\n',
    options: ['name', 'role', 'tenant', 'account', 'expires', 'to-profile', 'yes'],
    service: true,
    async run(context) {
      const request = createRequest(context)
      const profileName = text(context.args, 'to-profile')
      const target = profileName ? await findProfile(context, profileName) : null
      const scope = request.accountId
        ? `account ${request.accountId}`
        : request.tenantId
          ? `tenant ${request.tenantId}`
          : 'your own scope'
      await confirmed(
        context,
        `Create the ${request.role} key "${oneLine(request.name)}" for ${scope}, ${request.expiresAt ? `expiring ${request.expiresAt}` : 'not expiring'}${target ? `, for profile "${target.name}"` : ''}?`,
      )
      const created = await context.call('createApiKey', {
        ...request,
        ...(target ? { toProfileId: target.id } : {}),
      })
      if (created.secret === null) {
        context.print(
          created,
          `Created ${describeKey(created.apiKey)} and stored it in the keychain for profile "${created.profile?.name ?? ''}".\n`,
        )
        return
      }
      if (!context.json)
        context.io.stderr(
          `Created ${describeKey(created.apiKey)}.\nIts secret follows on standard output, shown this once: store it now, it cannot be shown again.\n`,
        )
      context.print(created, `${created.secret}\n`)
    },
  },
  'apikeys revoke': {
    usage: 'ID [--yes]',
    summary: 'revoke an API key at once (refused from then on)',
    options: ['yes'],
    operands: true,
    service: true,
    async run(context) {
      const [id, ...more] = context.operands
      if (!id || more.length)
        throw new UsageError('Name one key by its id (apikeys list shows them).')
      await confirmed(
        context,
        `Revoke the API key ${id}? Whatever signs in with it stops working at once.${await usersOf(context, id)}`,
      )
      const { apiKey } = await context.call('revokeApiKey', { id })
      context.print({ apiKey }, `Revoked ${describeKey(apiKey)} at ${apiKey.revokedAt ?? ''}.\n`)
    },
  },
  'apikeys rotate': {
    usage: '[--yes]',
    summary: "replace the active profile's own key: a new one like it, then the old one revoked",
    options: ['yes'],
    service: true,
    async run(context) {
      if (context.io.env[API_KEY_ENV])
        throw new UsageError(
          `${API_KEY_ENV} is set: this run's key is not stored, so a new one could not replace it. Unset it and rotate a saved profile's key.`,
        )
      const { activeKeyId } = await context.call('apiKeyManagement')
      const session = await context.call('getSession')
      await confirmed(
        context,
        `Rotate ${activeKeyId ?? 'the key'} of profile "${session.profileName}"? A new key like it is made and stored for the profile, then ${activeKeyId ?? 'the old key'} is revoked: scripts or machines using it elsewhere stop working.`,
      )
      const rotated = await context.call('rotateApiKey')
      context.print(
        rotated,
        `Rotated: profile "${session.profileName}" now signs in with ${describeKey(rotated.new)}; ${rotated.oldRevoked ? `${rotated.old.id} is revoked.` : `${rotated.old.id} still works.`}\n`,
      )
      if (!rotated.oldRevoked)
        throw new CommandError(
          'service_error',
          `The old key ${rotated.old.id} could not be revoked (${rotated.problem ?? 'unknown'}): run apikeys revoke ${rotated.old.id}.`,
        )
    },
  },
}
