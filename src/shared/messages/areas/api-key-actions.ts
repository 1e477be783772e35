import type { Catalog } from '../catalog-types.ts'

/** Creating, handing on, revoking and rotating keys on the API keys screen, and the Overview's expiring keys. */
export const en = {
  'api-keys.actions.list-only': 'This service lets you list keys only.',
  'api-keys.actions.create': 'Create key',
  'api-keys.actions.revoke': 'Revoke',
  'api-keys.actions.revoke-label': 'Revoke {name}',
  'api-keys.actions.rotate': 'Rotate',
  'api-keys.actions.rotate-label': 'Rotate {name}',
  'api-keys.actions.column': 'Actions',

  'api-keys.create.title': 'Create an API key',
  'api-keys.create.name': 'Name',
  'api-keys.create.name-hint': 'Who or what uses it: a sync script, a second technician',
  'api-keys.create.role': 'Role',
  'api-keys.create.role-hint': 'Your role or a lower one',
  'api-keys.create.scope': 'Scope',
  'api-keys.create.scope-account': 'This account',
  'api-keys.create.scope-tenant': 'The whole tenant',
  'api-keys.create.expires': 'Expires',
  'api-keys.create.expires-30': 'In 30 days',
  'api-keys.create.expires-90': 'In 90 days (a quarter)',
  'api-keys.create.expires-365': 'In a year',
  'api-keys.create.expires-never': 'Never (until revoked)',
  'api-keys.create.submit': 'Create',
  'api-keys.create.failed': 'No key was created',
  'api-keys.created.title': 'Key created: copy its secret now',
  'api-keys.created.once':
    'This is the only time the secret is shown. Copy it, or use it for a profile: it goes straight into the keychain.',
  'api-keys.created.secret': 'Secret of {name}',
  'api-keys.created.copy': 'Copy secret',
  'api-keys.created.copied': 'Copied',
  'api-keys.created.profile': 'Profile',
  'api-keys.created.use': 'Use for a profile',
  'api-keys.created.used': 'Stored in the keychain for “{profile}”. The secret is not shown again.',
  'api-keys.created.use-failed': 'The key was not stored for the profile',
  'api-keys.created.no-profiles': 'No other profile of this service to use it for.',
  'api-keys.created.closing':
    'When you close this dialog the secret is gone for good: it cannot be shown again.',
  'api-keys.created.close': 'Close, the secret is lost',
  'api-keys.created.done': 'Done',

  'api-keys.revoke.title': 'Revoke {name}?',
  'api-keys.revoke.body':
    'Whatever signs in with {id} stops working at once: scripts, machines and people using it are refused from now on. This cannot be undone.',
  'api-keys.revoke.profiles':
    '{count, plural, one {The profile {names} of this app signs in with it and will be refused.} other {The profiles {names} of this app sign in with it and will be refused.}}',
  'api-keys.revoke.confirm': 'Revoke key',
  'api-keys.revoke.failed': 'The key was not revoked',
  'api-keys.revoked': '{name} was revoked.',

  'api-keys.rotate.title': 'Rotate the key of “{profile}”?',
  'api-keys.rotate.body':
    'A new key like {id} is made and stored for “{profile}” in the keychain, then {id} is revoked. Scripts or machines that use {id} elsewhere stop working. If any step fails, the profile keeps a working key.',
  'api-keys.rotate.confirm': 'Rotate key',
  'api-keys.rotate.failed': 'Nothing was rotated',
  'api-keys.rotated':
    '“{profile}” now signs in with the new key {id}; the old key {old} is revoked.',
  'api-keys.rotated-old-kept':
    '“{profile}” now signs in with the new key {id}, but the old key {old} could not be revoked and still works: revoke it here.',

  'overview.expiring-keys.title': 'API keys expiring within 14 days',
  'overview.expiring-keys.item': '{name} ({id}): {when}',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'api-keys.actions.list-only': 'Dieser Dienst lässt Schlüssel nur auflisten.',
  'api-keys.actions.create': 'Schlüssel anlegen',
  'api-keys.actions.revoke': 'Widerrufen',
  'api-keys.actions.revoke-label': '{name} widerrufen',
  'api-keys.actions.rotate': 'Erneuern',
  'api-keys.actions.rotate-label': '{name} erneuern',
  'api-keys.actions.column': 'Aktionen',

  'api-keys.create.title': 'API-Schlüssel anlegen',
  'api-keys.create.name': 'Name',
  'api-keys.create.name-hint': 'Wer oder was ihn nutzt: ein Sync-Skript, ein zweiter Techniker',
  'api-keys.create.role': 'Rolle',
  'api-keys.create.role-hint': 'Ihre Rolle oder eine niedrigere',
  'api-keys.create.scope': 'Bereich',
  'api-keys.create.scope-account': 'Dieses Konto',
  'api-keys.create.scope-tenant': 'Der ganze Mandant',
  'api-keys.create.expires': 'Läuft ab',
  'api-keys.create.expires-30': 'In 30 Tagen',
  'api-keys.create.expires-90': 'In 90 Tagen (ein Quartal)',
  'api-keys.create.expires-365': 'In einem Jahr',
  'api-keys.create.expires-never': 'Nie (bis zum Widerruf)',
  'api-keys.create.submit': 'Anlegen',
  'api-keys.create.failed': 'Es wurde kein Schlüssel angelegt',
  'api-keys.created.title': 'Schlüssel angelegt: Kopieren Sie jetzt sein Geheimnis',
  'api-keys.created.once':
    'Nur jetzt wird das Geheimnis angezeigt. Kopieren Sie es oder verwenden Sie es für ein Profil: Es geht direkt in den Schlüsselbund.',
  'api-keys.created.secret': 'Geheimnis von {name}',
  'api-keys.created.copy': 'Geheimnis kopieren',
  'api-keys.created.copied': 'Kopiert',
  'api-keys.created.profile': 'Profil',
  'api-keys.created.use': 'Für ein Profil verwenden',
  'api-keys.created.used':
    'Im Schlüsselbund für „{profile}“ abgelegt. Das Geheimnis wird nicht mehr angezeigt.',
  'api-keys.created.use-failed': 'Der Schlüssel wurde nicht für das Profil abgelegt',
  'api-keys.created.no-profiles':
    'Kein anderes Profil dieses Dienstes, für das er verwendet werden kann.',
  'api-keys.created.closing':
    'Wenn Sie diesen Dialog schließen, ist das Geheimnis endgültig fort: Es kann nicht erneut angezeigt werden.',
  'api-keys.created.close': 'Schließen, das Geheimnis geht verloren',
  'api-keys.created.done': 'Fertig',

  'api-keys.revoke.title': '{name} widerrufen?',
  'api-keys.revoke.body':
    'Alles, was sich mit {id} anmeldet, funktioniert sofort nicht mehr: Skripte, Rechner und Personen, die ihn nutzen, werden ab jetzt abgewiesen. Das lässt sich nicht rückgängig machen.',
  'api-keys.revoke.profiles':
    '{count, plural, one {Das Profil {names} dieser App meldet sich damit an und wird abgewiesen.} other {Die Profile {names} dieser App melden sich damit an und werden abgewiesen.}}',
  'api-keys.revoke.confirm': 'Schlüssel widerrufen',
  'api-keys.revoke.failed': 'Der Schlüssel wurde nicht widerrufen',
  'api-keys.revoked': '{name} wurde widerrufen.',

  'api-keys.rotate.title': 'Den Schlüssel von „{profile}“ erneuern?',
  'api-keys.rotate.body':
    'Ein neuer Schlüssel wie {id} wird angelegt und für „{profile}“ im Schlüsselbund abgelegt, dann wird {id} widerrufen. Skripte oder Rechner, die {id} anderswo nutzen, funktionieren dann nicht mehr. Schlägt ein Schritt fehl, behält das Profil einen funktionierenden Schlüssel.',
  'api-keys.rotate.confirm': 'Schlüssel erneuern',
  'api-keys.rotate.failed': 'Es wurde nichts erneuert',
  'api-keys.rotated':
    '„{profile}“ meldet sich jetzt mit dem neuen Schlüssel {id} an; der alte Schlüssel {old} ist widerrufen.',
  'api-keys.rotated-old-kept':
    '„{profile}“ meldet sich jetzt mit dem neuen Schlüssel {id} an, aber der alte Schlüssel {old} konnte nicht widerrufen werden und funktioniert weiterhin: Widerrufen Sie ihn hier.',

  'overview.expiring-keys.title': 'API-Schlüssel, die innerhalb von 14 Tagen ablaufen',
  'overview.expiring-keys.item': '{name} ({id}): {when}',
}
