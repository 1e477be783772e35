import { afterEach, describe, expect, it } from 'vitest'
import { callApi } from '#renderer/api/call-api.ts'
import type { Api } from '#shared/ipc/contract.ts'

/** A bridge whose back end is gone: every call throws. */
const gone = {
  getSession: () => Promise.reject(new Error('the IPC channel closed')),
} as unknown as Api

afterEach(() => {
  document.documentElement.lang = ''
})

describe('a call whose back end does not answer', () => {
  it.each([
    ['', 'The app could not reach its back end. Check that it is still running, then try again.'],
    [
      'de-AT',
      'Die App erreicht ihr Backend nicht. Prüfen Sie, ob es noch läuft, und versuchen Sie es dann erneut.',
    ],
  ])('says so in the page’s language (lang "%s")', async (lang, message) => {
    document.documentElement.lang = lang
    expect(await callApi(gone, 'getSession', undefined)).toEqual({
      ok: false,
      error: { code: 'transport', message },
    })
  })
})
