import type { Catalog } from '../catalog-types.ts'

/**
 * What main says itself of API key management (shared/api-key-error-texts.ts). The English is main's own,
 * word for word (test/unit/core/api-key-error-texts.test.ts holds them together).
 */
export const en = {
  'errors.api-key.list-only':
    'The service at {origin} lets you list keys only: it does not create or revoke them. Create and revoke keys where that service offers it.',
  'errors.api-key.not-held':
    'The secret of key {keyId} is gone: it is held only while its dialog is open (at most 10 minutes). Revoke that key and create a new one.',
  'errors.api-key.other-service':
    '"{profile}" signs in to {other}, but this key belongs to {origin}. Choose a profile of the same service.',
  'errors.api-key.not-stored':
    'The key {keyId} was created, but it could not be kept in the keychain for "{profile}" ({reason}), {end, select, revoked {so it was revoked again. Fix the keychain, then create a key again.} other {and it could not be revoked again: revoke it on the API keys screen.}}',
  'errors.api-key.rotate-no-key':
    '"{profile}" does not sign in with an API key the service names, so it has no key of its own to rotate. Sign in with an API key first.',
  'errors.api-key.rotate-not-listed':
    'The key {keyId} this profile signs in with is not among the keys it can list, so a key like it cannot be made. Create a key instead.',
  'errors.api-key.rotate-not-stored':
    'Nothing was rotated: the new key {keyId} could not be signed in with or kept in the keychain ({reason}); {end, select, revoked {it was revoked again} other {revoke {keyId} on the API keys screen}}. "{profile}" keeps its old key, which still works.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'errors.api-key.list-only':
    'Der Dienst unter {origin} lässt Schlüssel nur auflisten: Er legt keine an und widerruft keine. Legen Sie Schlüssel dort an und widerrufen Sie sie dort, wo dieser Dienst es anbietet.',
  'errors.api-key.not-held':
    'Das Geheimnis des Schlüssels {keyId} ist fort: Es wird nur gehalten, solange sein Dialog offen ist (höchstens 10 Minuten). Widerrufen Sie diesen Schlüssel und legen Sie einen neuen an.',
  'errors.api-key.other-service':
    '„{profile}“ meldet sich bei {other} an, dieser Schlüssel gehört aber zu {origin}. Wählen Sie ein Profil desselben Dienstes.',
  'errors.api-key.not-stored':
    'Der Schlüssel {keyId} wurde angelegt, konnte aber nicht im Schlüsselbund für „{profile}“ abgelegt werden ({reason}), {end, select, revoked {deshalb wurde er wieder widerrufen. Beheben Sie das Problem mit dem Schlüsselbund und legen Sie dann erneut einen Schlüssel an.} other {und er konnte nicht wieder widerrufen werden: Widerrufen Sie ihn in der Ansicht API-Schlüssel.}}',
  'errors.api-key.rotate-no-key':
    '„{profile}“ meldet sich nicht mit einem API-Schlüssel an, den der Dienst benennt, hat also keinen eigenen Schlüssel zum Erneuern. Melden Sie sich zuerst mit einem API-Schlüssel an.',
  'errors.api-key.rotate-not-listed':
    'Der Schlüssel {keyId}, mit dem sich dieses Profil anmeldet, ist nicht unter den Schlüsseln, die es auflisten kann; ein gleichartiger Schlüssel kann daher nicht angelegt werden. Legen Sie stattdessen einen Schlüssel an.',
  'errors.api-key.rotate-not-stored':
    'Nichts wurde erneuert: Mit dem neuen Schlüssel {keyId} war keine Anmeldung möglich oder er konnte nicht im Schlüsselbund abgelegt werden ({reason}); {end, select, revoked {er wurde wieder widerrufen} other {widerrufen Sie {keyId} in der Ansicht API-Schlüssel}}. „{profile}“ behält seinen alten Schlüssel, der weiterhin funktioniert.',
}
