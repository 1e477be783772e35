// The errors main words itself travel with a code and values, and the window's English for each is main's own.
import { unsaid } from '../../support/said-texts.ts'
import { describe, expect, it } from 'vitest'
import { errorFromResponse } from '#core/admin-client/errors.ts'
import { createHttp } from '#core/admin-client/http.ts'
import { checkServiceUrl } from '#core/admin-client/service-url.ts'
import { bodyFailed, noAnswer, unreachable } from '#core/admin-client/transport-errors.ts'
import { SERVICE_ERROR_TEXT_CODES, type ErrorText } from '#shared/error-texts.ts'
import { german } from '../../renderer/translate.ts'
import { textOf, thrown } from './support/error-text.ts'
import { json, transportServer } from './support/http-server.ts'

const answer = (status: number, detail?: string, headers: Record<string, string> = {}) => ({
  status,
  body: detail === undefined ? {} : { title: 'x', status, detail },
  headers: new Headers(headers),
})
const what = 'GET /admin/devices'
const limits = { maxBytes: 64 * 2 ** 20, idleMs: 30_000, deadlineMs: 120_000 }

async function redirectTexts(): Promise<ErrorText[]> {
  const elsewhere = await transportServer((_req, res) => json(res, 200, {}))
  const servers = await Promise.all(
    [`${elsewhere.url}/x`, (port: number) => `http://user:pw@127.0.0.1:${port}/x`, '/loop'].map(
      (target) =>
        transportServer((req, res) => {
          const { port } = req.socket.address() as { port: number }
          res.writeHead(302, { location: typeof target === 'string' ? target : target(port) })
          res.end()
        }),
    ),
  )
  return Promise.all(
    servers.map((server) =>
      createHttp({ baseUrl: server.url, allowInsecureHttp: false, timeoutMs: 2_000 })
        .send({ method: 'GET', path: '/loop', credentials: null })
        .then(() => {
          throw new Error('redirect followed')
        }, textOf),
    ),
  )
}

async function everyText(): Promise<ErrorText[]> {
  const responses = [
    answer(400),
    answer(401),
    answer(401, 'Key expired on 2026-01-01'),
    answer(403),
    answer(403, 'Account admins only'),
    answer(404),
    answer(413),
    answer(429),
    answer(429, undefined, { 'retry-after': '1' }),
    answer(429, undefined, { 'retry-after': '30' }),
    answer(429, undefined, { 'retry-after': '600' }),
    answer(503),
    answer(409),
  ].map((response) => textOf(errorFromResponse(response, what)))
  const origin = 'https://admin.example.com'
  const transport = [
    noAnswer(origin, 1_000),
    noAnswer(origin, 30_000),
    unreachable(origin, Object.assign(new Error('x'), { cause: { code: 'ECONNREFUSED' } })),
    bodyFailed({ kind: 'too_large', received: 70 * 2 ** 20 }, origin, what, limits),
    bodyFailed({ kind: 'stalled', received: 5_000 }, origin, what, limits),
    bodyFailed({ kind: 'deadline', received: 3 * 2 ** 20 }, origin, what, limits),
    bodyFailed(
      { kind: 'broken', received: 10, cause: new Error('socket hang up') },
      origin,
      what,
      limits,
    ),
  ].map(textOf)
  const urls = [
    'admin.example.com',
    'https://',
    'ftp://admin.example.com',
    'https://me:pw@admin.example.com',
    'https://admin.example.com/?a=1',
    'http://admin.example.com',
  ].map((url) => thrown(() => checkServiceUrl(url, false)))
  return [...responses, ...transport, ...urls, ...(await redirectTexts())]
}

describe('errors main words itself', () => {
  it('come with a code for each kind, and each is said with a catalog message in both languages', async () => {
    const texts = await everyText()
    expect(new Set(texts.map((text) => text.code))).toEqual(new Set(SERVICE_ERROR_TEXT_CODES))
    expect(unsaid(texts)).toEqual([])
  })

  it('are said in German with their values, numbers as plurals', async () => {
    const [text] = [noAnswer('https://admin.example.com', 1_000)].map(textOf)
    expect(german(text!.id!, text!.values)).toBe(
      'Der Dienst unter https://admin.example.com hat nicht innerhalb von 1 Sekunde geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    )
  })
})
