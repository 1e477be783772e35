import type { Catalog } from '../catalog-types.ts'

/**
 * The API keys screen: scope, filters, the table, statuses. `scope` in the counts is tenant, ownTenant
 * (the tenant is not known by id), account or ownAccount.
 */
export const en = {
  'api-keys.screen.title': 'API keys',
  'api-keys.screen.scope': 'Scope',
  'api-keys.screen.scope-account': 'This account',
  'api-keys.screen.scope-tenant': 'The whole tenant',
  'api-keys.screen.scope-tenant-only': 'The whole tenant (tenant admins only)',
  'api-keys.screen.count':
    '{count, plural, one {# key} other {# keys}} in {scope, select, tenant {tenant {name}} ownTenant {tenant (yours)} account {account {name}} other {account (yours)}}',
  'api-keys.screen.count-filtered':
    '{shown, number} of {count, plural, one {# key} other {# keys}} in {scope, select, tenant {tenant {name}} ownTenant {tenant (yours)} account {account {name}} other {account (yours)}}',
  'api-keys.screen.not-listed':
    'The keys of {scope, select, tenant {tenant {name}} ownTenant {tenant (yours)} account {account {name}} other {account (yours)}} could not be listed',
  'api-keys.screen.loading':
    'Loading keys of {scope, select, tenant {tenant {name}} ownTenant {tenant (yours)} account {account {name}} other {account (yours)}}…',
  'api-keys.screen.no-secrets':
    'Secrets are never shown: the service returns only each key’s name, role, scope and dates.',
  'api-keys.screen.no-lifecycle':
    'This service does not say when keys expire or whether they were revoked.',
  'api-keys.screen.what': 'the API keys',
  'api-keys.screen.loading-label': 'Loading API keys',

  'api-keys.filter.status': 'Status',
  'api-keys.filter.all-statuses': 'All statuses',
  'api-keys.filter.role': 'Role',
  'api-keys.filter.all-roles': 'All roles',
  'api-keys.filter.last-used': 'Last used',
  'api-keys.filter.any-time': 'Any time or never',
  'api-keys.filter.recent': 'Used within 90 days',
  'api-keys.filter.unused': 'Unused for 90 days',
  'api-keys.filter.show-all': 'Show all keys',

  'api-keys.status.active': 'Active',
  'api-keys.status.expiring': 'Expiring soon',
  'api-keys.status.expired': 'Expired',
  'api-keys.status.revoked': 'Revoked',
  'api-keys.status.active-meaning': 'Accepted by the service',
  'api-keys.status.expiring-meaning': 'Accepted, but expires within 30 days',
  'api-keys.status.expired-meaning': 'Past its expiry: the service refuses it',
  'api-keys.status.revoked-meaning': 'Revoked: the service refuses it',
  'api-keys.status.session': 'Used by this profile',
  'api-keys.status.session-meaning': 'The active profile signs in with this key',

  'api-keys.table.label': 'API keys',
  'api-keys.table.name': 'Name',
  'api-keys.table.role': 'Role',
  'api-keys.table.scope': 'Scope',
  'api-keys.table.status': 'Status',
  'api-keys.table.expires': 'Expires',
  'api-keys.table.created': 'Created',
  'api-keys.table.last-used': 'Last used',
  'api-keys.table.never': 'Never',
  'api-keys.table.scope-tenant': 'Tenant {name}',
  'api-keys.table.scope-account': 'Account {name}',
  'api-keys.table.revoked-on': 'Revoked {day}',
  'api-keys.table.never-expires': 'Never expires',
  'api-keys.table.never-expires-meaning': 'No expiry date: the key is accepted until it is revoked',
  'api-keys.table.unused': 'Unused for 90+ days',
  'api-keys.table.none-matching': 'No key matches these filters.',
  'api-keys.table.none': 'No API keys in this scope.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'api-keys.screen.title': 'API-Schlüssel',
  'api-keys.screen.scope': 'Bereich',
  'api-keys.screen.scope-account': 'Dieses Konto',
  'api-keys.screen.scope-tenant': 'Gesamter Mandant',
  'api-keys.screen.scope-tenant-only': 'Gesamter Mandant (nur Mandantenadministratoren)',
  'api-keys.screen.count':
    '{count, plural, one {# Schlüssel} other {# Schlüssel}} {scope, select, tenant {im Mandanten {name}} ownTenant {in Ihrem Mandanten} account {im Konto {name}} other {in Ihrem Konto}}',
  'api-keys.screen.count-filtered':
    '{shown, number} von {count, plural, one {# Schlüssel} other {# Schlüsseln}} {scope, select, tenant {im Mandanten {name}} ownTenant {in Ihrem Mandanten} account {im Konto {name}} other {in Ihrem Konto}}',
  'api-keys.screen.not-listed':
    'Die Schlüssel {scope, select, tenant {des Mandanten {name}} ownTenant {Ihres Mandanten} account {des Kontos {name}} other {Ihres Kontos}} konnten nicht aufgelistet werden',
  'api-keys.screen.loading':
    'Schlüssel {scope, select, tenant {des Mandanten {name}} ownTenant {Ihres Mandanten} account {des Kontos {name}} other {Ihres Kontos}} werden geladen…',
  'api-keys.screen.no-secrets':
    'Die geheimen Schlüsselwerte werden nie angezeigt: Der Dienst liefert zu jedem Schlüssel nur Name, Rolle, Bereich und Datumsangaben.',
  'api-keys.screen.no-lifecycle':
    'Dieser Dienst gibt nicht an, wann Schlüssel ablaufen oder ob sie widerrufen wurden.',
  'api-keys.screen.what': 'die API-Schlüssel',
  'api-keys.screen.loading-label': 'API-Schlüssel werden geladen',

  'api-keys.filter.status': 'Status',
  'api-keys.filter.all-statuses': 'Alle Status',
  'api-keys.filter.role': 'Rolle',
  'api-keys.filter.all-roles': 'Alle Rollen',
  'api-keys.filter.last-used': 'Zuletzt genutzt',
  'api-keys.filter.any-time': 'Beliebig (auch nie)',
  'api-keys.filter.recent': 'In den letzten 90 Tagen genutzt',
  'api-keys.filter.unused': 'Seit 90 Tagen ungenutzt',
  'api-keys.filter.show-all': 'Alle Schlüssel anzeigen',

  'api-keys.status.active': 'Aktiv',
  'api-keys.status.expiring': 'Läuft bald ab',
  'api-keys.status.expired': 'Abgelaufen',
  'api-keys.status.revoked': 'Widerrufen',
  'api-keys.status.active-meaning': 'Vom Dienst akzeptiert',
  'api-keys.status.expiring-meaning': 'Akzeptiert, läuft aber innerhalb von 30 Tagen ab',
  'api-keys.status.expired-meaning': 'Abgelaufen: Der Dienst lehnt ihn ab',
  'api-keys.status.revoked-meaning': 'Widerrufen: Der Dienst lehnt ihn ab',
  'api-keys.status.session': 'Von diesem Profil verwendet',
  'api-keys.status.session-meaning': 'Das aktive Profil meldet sich mit diesem Schlüssel an',

  'api-keys.table.label': 'API-Schlüssel',
  'api-keys.table.name': 'Name',
  'api-keys.table.role': 'Rolle',
  'api-keys.table.scope': 'Bereich',
  'api-keys.table.status': 'Status',
  'api-keys.table.expires': 'Läuft ab',
  'api-keys.table.created': 'Erstellt',
  'api-keys.table.last-used': 'Zuletzt genutzt',
  'api-keys.table.never': 'Nie',
  'api-keys.table.scope-tenant': 'Mandant {name}',
  'api-keys.table.scope-account': 'Konto {name}',
  'api-keys.table.revoked-on': 'Widerrufen am {day}',
  'api-keys.table.never-expires': 'Läuft nie ab',
  'api-keys.table.never-expires-meaning':
    'Kein Ablaufdatum: Der Schlüssel wird akzeptiert, bis er widerrufen wird',
  'api-keys.table.unused': 'Seit über 90 Tagen ungenutzt',
  'api-keys.table.none-matching': 'Kein Schlüssel entspricht diesen Filtern.',
  'api-keys.table.none': 'Keine API-Schlüssel in diesem Bereich.',
}
