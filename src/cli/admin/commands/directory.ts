import { text } from '../args.ts'
import { dateLocale } from '../dates.ts'
import type { Command, CommandContext } from '../command.ts'
import { table } from '../format.ts'
import { keyScope } from './api-keys.ts'
import { apiKeysTable } from './api-keys-format.ts'

const unsupported = (context: CommandContext) => `${context.t('cli.directory.unsupported')}\n`

export const directoryCommands: Record<string, Command> = {
  'apikeys list': {
    usage: '[--tenant ID | --account ID]',
    summary: 'API keys of a tenant or account (never their secrets)',
    options: ['tenant', 'account'],
    service: true,
    async run(context) {
      const result = await context.call('listApiKeys', keyScope(context))
      context.print(result, apiKeysTable(result.apiKeys, Date.now(), dateLocale(context.io.env)))
    },
  },
  'locations list': {
    usage: '[--account ID]',
    summary: 'locations of the account',
    options: ['account'],
    service: true,
    async run(context) {
      const result = await context.call('listLocations', {
        accountId: text(context.args, 'account'),
      })
      const rows = result.locations.map((l) => [l.id, l.name, l.accountId])
      context.print(
        result,
        result.supported ? table(['ID', 'NAME', 'ACCOUNT'], rows) : unsupported(context),
      )
    },
  },
  'accounts list': {
    usage: '',
    summary: 'accounts within reach',
    options: [],
    service: true,
    async run(context) {
      const result = await context.call('listAccounts')
      const rows = result.accounts.map((a) => [a.id, a.name, `${a.tenantName} (${a.tenantId})`])
      context.print(
        result,
        result.supported ? table(['ID', 'NAME', 'TENANT'], rows) : unsupported(context),
      )
    },
  },
}
