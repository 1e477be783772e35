import { describe, expect, it } from 'vitest'
import { redactError } from '#core/session/redact-error.ts'
import { createRedactor } from '#core/session/redactor.ts'

describe('redactError', () => {
  it('masks a known secret in the message, every field and every text value, and keeps the rest', () => {
    const redactor = createRedactor()
    const secret = 'key-7f3a9c2e1b'
    redactor.add(secret)
    const error = redactError(redactor, {
      code: 'not_found',
      message: `refused ${secret}`,
      fields: [
        { path: 'a', message: `no ${secret}`, values: { serialId: secret, count: 2 } },
        { path: 'b', message: 'plain' },
      ],
      text: { code: 'registry-not-sent', values: { error: `said ${secret}` } },
    })
    expect(error).toEqual({
      code: 'not_found',
      message: 'refused [redacted]',
      fields: [
        { path: 'a', message: 'no [redacted]', values: { serialId: '[redacted]', count: 2 } },
        { path: 'b', message: 'plain' },
      ],
      text: { code: 'registry-not-sent', values: { error: 'said [redacted]' } },
    })
    expect(JSON.stringify(error)).not.toContain(secret)
  })

  it('adds no fields or text an error did not have', () => {
    const error = redactError(createRedactor(), { code: 'not_found', message: 'gone' })
    expect(error).toEqual({ code: 'not_found', message: 'gone' })
  })
})
