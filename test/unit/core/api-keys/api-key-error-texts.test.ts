// The errors of key management main words itself travel with a code and values; the window's English for
// each is main's own, and its German has the values.
import { unsaid } from '../../../support/said-texts.ts'
import { describe, expect, it } from 'vitest'
import { API_KEY_ERROR_TEXT_CODES } from '#shared/api-key-error-texts.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import { german } from '../../../renderer/translate.ts'
import { sentText } from '../support/error-text.ts'
import { call, DEMO, fails } from '../support/fixtures.ts'
import { json, transportServer } from '../support/http-server.ts'
import { serviceWithoutExtensions } from '../support/spec-only-service.ts'
import { signedInCore } from './support.ts'

/** A service that names the caller's key but does not list it (a key of another scope). */
async function serviceHidingTheKey(): Promise<string> {
  const principal = {
    kind: 'apiKey',
    name: 'hidden',
    role: 'tenantAdmin',
    tenantId: 't',
    keyId: 'k-hidden',
  }
  const server = await transportServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/auth/me') return json(res, 200, { status: 'OK', principal })
    if (url.pathname === '/admin/apikey') return json(res, 200, { status: 'OK', apiKeys: [] })
    if (url.pathname === '/openapi.json')
      return json(res, 200, {
        paths: { '/admin/apikey': { get: {}, post: {} }, '/admin/apikey/revoke': { post: {} } },
      })
    json(res, 404, { status: 404, title: 'Not Found', detail: 'no such route' })
  })
  return server.url
}

async function apiKeyTexts(): Promise<ErrorText[]> {
  const texts: ErrorText[] = []
  const listOnly = await signedInCore({ baseUrl: await serviceWithoutExtensions() })
  texts.push(
    sentText(await fails(listOnly.core.dispatch, 'createApiKey', { name: 'x', role: 'member' })),
  )

  const { core, baseUrl, control, profile } = await signedInCore()
  texts.push(
    sentText(
      await fails(core.dispatch, 'useCreatedApiKey', {
        keyId: 'k-none',
        profileId: profile.id,
      }),
    ),
  )
  const made = await call(core.dispatch, 'createApiKey', { name: 'x', role: 'member' })
  texts.push(
    sentText(
      await fails(core.dispatch, 'useCreatedApiKey', {
        keyId: made.apiKey.id,
        profileId: 'offline-demo',
      }),
    ),
  )
  const other = await call(core.dispatch, 'saveProfile', {
    name: 'Other',
    baseUrl,
    authMethod: 'apiKey',
  })
  control.locked = true
  texts.push(
    sentText(
      await fails(core.dispatch, 'createApiKey', {
        name: 'x',
        role: 'member',
        toProfileId: other.id,
      }),
    ),
  )
  texts.push(sentText(await fails(core.dispatch, 'rotateApiKey')))
  control.locked = false
  await call(core.dispatch, 'signIn', { method: 'password', ...DEMO.tenantAdmin, remember: false })
  texts.push(sentText(await fails(core.dispatch, 'rotateApiKey')))

  const hiding = await signedInCore({ baseUrl: await serviceHidingTheKey() })
  texts.push(sentText(await fails(hiding.core.dispatch, 'rotateApiKey')))
  return texts
}

describe('the errors of API key management', () => {
  it('are each made for real, coded, and said with a catalog message in both languages', async () => {
    const texts = await apiKeyTexts()
    expect(texts.map((text) => text.code).sort()).toEqual([...API_KEY_ERROR_TEXT_CODES].sort())
    expect(unsaid(texts)).toEqual([])
  }, 60_000)

  it('are said in German with their values', () => {
    expect(
      german('errors.api-key.rotate-not-stored', {
        keyId: 'k-1',
        profile: 'Northwind',
        reason: 'locked',
        end: 'revoked',
      }),
    ).toBe(
      'Nichts wurde erneuert: Mit dem neuen Schlüssel k-1 war keine Anmeldung möglich oder er konnte nicht im Schlüsselbund abgelegt werden (locked); er wurde wieder widerrufen. „Northwind“ behält seinen alten Schlüssel, der weiterhin funktioniert.',
    )
  })
})
