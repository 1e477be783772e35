import { describe, expect, it } from 'vitest'
import { createDispatch } from '#core/ipc/dispatch.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { IpcHandlers } from '#shared/ipc/contract.ts'

/** A handler table where only getAppInfo matters to the test. */
function withGetAppInfo(getAppInfo: () => Promise<unknown>): IpcHandlers {
  return { getAppInfo } as unknown as IpcHandlers
}

const handlers = withGetAppInfo(async () => ({ name: 'Device Registry Admin', version: '0.1.0' }))

describe('IPC dispatch', () => {
  it('returns the handler output as ok/value', async () => {
    const dispatch = createDispatch(handlers)
    expect(await dispatch('getAppInfo', undefined)).toEqual({
      ok: true,
      value: { name: 'Device Registry Admin', version: '0.1.0' },
    })
  })

  it('refuses a method that is not in the contract', async () => {
    const result = await createDispatch(handlers)('readFile', '/etc/passwd')
    expect(result).toEqual({
      ok: false,
      error: { code: 'unknown_method', message: 'No such method: readFile' },
    })
  })

  it('refuses input that does not match the contract, naming the method', async () => {
    const result = await createDispatch(handlers)('getAppInfo', { unexpected: true })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.code).toBe('invalid_input')
      expect(result.error.message).toMatch(/^Invalid input for getAppInfo: /)
    }
  })

  it('refuses a lone UTF-16 surrogate in a string the window sent, naming the field', async () => {
    const result = await createDispatch(handlers)('updateDevice', {
      serialId: '413C;SN1;45166',
      name: 'Dock \ud800',
      info: '',
      via: 'devices',
    })
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid_input',
        message: expect.stringMatching(
          /^Invalid input for updateDevice: name: must be well-formed Unicode: .*U\+D800 at index 5/,
        ),
      },
    })
  })

  it('refuses a NUL in what the registration form puts in, naming the device and field', async () => {
    const result = await createDispatch(handlers)('putDevices', {
      devices: [
        {
          serialId: '413C;SN1;45166',
          deviceType: 4,
          name: 'Dock',
          info: 'desk\u0000',
          locationId: null,
        },
      ],
      keepUnpaired: true,
      via: 'register',
    })
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid_input',
        message:
          'Invalid input for putDevices: devices.0.info: must not hold a NUL character (U+0000 at index 4): it cannot be shown, and many tools and stores end the text there; remove it',
      },
    })
  })

  it('passes a user-facing error through as data', async () => {
    const failing = withGetAppInfo(async () => {
      throw new UserFacingError('network', 'The service cannot be reached.', [
        { path: 'baseUrl', message: 'no answer' },
      ])
    })
    expect(await createDispatch(failing)('getAppInfo', undefined)).toEqual({
      ok: false,
      error: {
        code: 'network',
        message: 'The service cannot be reached.',
        fields: [{ path: 'baseUrl', message: 'no answer' }],
      },
    })
  })

  it('hides the text of an unexpected error and reports it to the logger', async () => {
    const logged: unknown[] = []
    const failing = withGetAppInfo(async () => {
      throw new Error('token=abc123 leaked')
    })
    const result = await createDispatch(failing, (_m, e) => logged.push(e))('getAppInfo', undefined)
    expect(result.ok).toBe(false)
    expect(JSON.stringify(result)).not.toContain('abc123')
    expect(logged).toHaveLength(1)
  })

  it('rejects handler output that breaks the contract', async () => {
    const broken = withGetAppInfo(async () => ({ name: 1 }))
    const result = await createDispatch(broken)('getAppInfo', undefined)
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } })
  })
})
