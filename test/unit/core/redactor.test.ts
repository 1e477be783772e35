import { describe, expect, it } from 'vitest'
import { createRedactor } from '#core/session/redactor.ts'

describe('redactor', () => {
  it('masks every occurrence of a secret it was told about', () => {
    const redactor = createRedactor()
    redactor.add('s3cret-token-value')
    expect(redactor.redact('a s3cret-token-value b s3cret-token-value')).toBe(
      'a [redacted] b [redacted]',
    )
  })

  it('masks a secret whole when it contains a shorter secret', () => {
    const redactor = createRedactor()
    redactor.add('token-1234')
    redactor.add('token-1234-and-the-rest-5678')
    expect(redactor.redact('x token-1234-and-the-rest-5678 y')).toBe('x [redacted] y')
  })

  it('leaves text without known secrets alone, and ignores strings too short to be secrets', () => {
    const redactor = createRedactor()
    redactor.add('abc')
    expect(redactor.redact('abc def')).toBe('abc def')
  })
})
