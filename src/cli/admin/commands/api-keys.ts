import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { RoleSchema } from '#shared/api/common.ts'
import { text } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { confirmed } from '../confirm.ts'
import { commandError, usageError } from '../errors.ts'
import { oneLine } from '../format.ts'
import { API_KEY_ENV } from '../one-off.ts'
import type { Say } from '../../language.ts'
import { parseExpiry } from './api-keys-expiry.ts'
import { findProfile } from './profiles.ts'

function describeKey(key: ApiKeyRecord, t: Say): string {
  const values = {
    id: key.id,
    name: oneLine(key.name),
    role: key.role,
    scope: key.scope,
    scopeId: String(key.accountId ?? key.tenantId),
  }
  return key.expiresAt
    ? t('cli.apikeys.key-expiring', { ...values, expires: key.expiresAt })
    : t('cli.apikeys.key', values)
}

/** The profiles of this app that sign in with the key, as a sentence for a warning. */
async function usersOf(context: CommandContext, keyId: string): Promise<string> {
  const { usedBy } = await context.call('apiKeyManagement')
  const names = usedBy
    .filter((user) => user.keyId === keyId)
    .map((user) => context.t('cli.quoted', { text: user.profileName }))
  return names.length
    ? ` ${context.t('cli.apikeys.used-by', { count: names.length, names: names.join(', ') })}`
    : ''
}

/** The tenant or the account (not both) whose API keys are listed or made. */
export function keyScope(context: CommandContext) {
  const tenantId = text(context.args, 'tenant')
  const accountId = text(context.args, 'account')
  if (tenantId && accountId)
    throw usageError('cli.options.not-both', { one: '--tenant', other: '--account' })
  return { tenantId, accountId }
}

function createRequest(context: CommandContext) {
  const name = text(context.args, 'name')
  if (!name?.trim()) throw usageError('cli.apikeys.name')
  const role = RoleSchema.safeParse(text(context.args, 'role'))
  if (!role.success)
    throw usageError('cli.options.give', { option: `--role ${RoleSchema.options.join('|')}` })
  const { tenantId, accountId } = keyScope(context)
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
      const { t } = context
      const question = t('cli.apikeys.create-question', {
        role: request.role,
        name: oneLine(request.name),
        scope: request.accountId ? 'account' : request.tenantId ? 'tenant' : 'own',
        scopeId: request.accountId ?? request.tenantId ?? '',
        expiry: request.expiresAt
          ? t('cli.apikeys.expiring', { at: request.expiresAt })
          : t('cli.apikeys.not-expiring'),
        profile: target ? t('cli.apikeys.for-profile', { profile: target.name }) : '',
      })
      await confirmed(context, question)
      const created = await context.call('createApiKey', {
        ...request,
        ...(target ? { toProfileId: target.id } : {}),
      })
      if (created.secret === null) {
        context.print(
          created,
          `${t('cli.apikeys.created-stored', { key: describeKey(created.apiKey, t), profile: created.profile?.name ?? '' })}\n`,
        )
        return
      }
      if (!context.json)
        context.io.stderr(
          `${t('cli.apikeys.created-secret', { key: describeKey(created.apiKey, t) })}\n`,
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
      if (!id || more.length) throw usageError('cli.apikeys.one-id')
      await confirmed(
        context,
        `${context.t('cli.apikeys.revoke-question', { id })}${await usersOf(context, id)}`,
      )
      const { apiKey } = await context.call('revokeApiKey', { id })
      context.print(
        { apiKey },
        `${context.t('cli.apikeys.revoked', { key: describeKey(apiKey, context.t), at: apiKey.revokedAt ?? '' })}\n`,
      )
    },
  },
  'apikeys rotate': {
    usage: '[--yes]',
    summary: "replace the active profile's own key: a new one like it, then the old one revoked",
    options: ['yes'],
    service: true,
    async run(context) {
      if (context.io.env[API_KEY_ENV])
        throw usageError('cli.apikeys.rotate-env', { keyEnv: API_KEY_ENV })
      const { t } = context
      const { activeKeyId } = await context.call('apiKeyManagement')
      const session = await context.call('getSession')
      const profile = session.profileName
      await confirmed(
        context,
        activeKeyId
          ? t('cli.apikeys.rotate-question', { id: activeKeyId, profile })
          : t('cli.apikeys.rotate-question-unknown', { profile }),
      )
      const rotated = await context.call('rotateApiKey')
      context.print(
        rotated,
        `${t('cli.apikeys.rotated', { profile, key: describeKey(rotated.new, t), old: rotated.old.id, revoked: rotated.oldRevoked ? 'yes' : 'no' })}\n`,
      )
      if (!rotated.oldRevoked)
        throw commandError('service_error', 'cli.apikeys.old-not-revoked', {
          old: rotated.old.id,
          problem: rotated.problem ?? 'unknown',
        })
    },
  },
}
