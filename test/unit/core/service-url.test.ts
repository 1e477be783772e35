import { describe, expect, it } from 'vitest'
import { checkServiceUrl } from '#core/admin-client/service-url.ts'
import { suggestServiceUrl } from '#shared/net/service-url-suggestion.ts'

describe('service URL check', () => {
  it.each([
    ['https://admin.example.com', false, 'https://admin.example.com/'],
    ['https://admin.example.com/api/', false, 'https://admin.example.com/api'],
    ['http://127.0.0.1:8080', false, 'http://127.0.0.1:8080/'],
    ['http://localhost:3000', false, 'http://localhost:3000/'],
    ['http://[::1]:3000', false, 'http://[::1]:3000/'],
    ['http://admin.lan', true, 'http://admin.lan/'],
    ['HTTPS://Admin.Example.com', false, 'https://admin.example.com/'],
    ['http://[0:0:0:0:0:0:0:1]:3000', false, 'http://[::1]:3000/'],
  ])('accepts %s (insecure http allowed: %s)', (url, allowInsecureHttp, expected) => {
    expect(checkServiceUrl(url, allowInsecureHttp).toString()).toBe(expected)
  })

  it.each([
    ['a host without a scheme', 'admin.example.com', 'Start the service URL with https://'],
    ['a loopback port without a scheme', 'localhost:4011', 'Start the service URL with https://'],
    ['not a URL', 'https://exa mple.com', 'is not a URL'],
    ['another scheme', 'ftp://admin.example.com', 'must start with https://'],
    ['plain http to a remote host', 'http://admin.example.com', 'unencrypted'],
    ['credentials in the URL', 'https://user:pw@admin.example.com', 'no user name or password'],
    ['a query', 'https://admin.example.com/?x=1', 'no query'],
    ['plain http to a name that only looks local', 'http://localhost.evil.com', 'unencrypted'],
    ['plain http to a subdomain of localhost', 'http://app.localhost:3000', 'unencrypted'],
    ['plain http to a DNS name of 127.0.0.1', 'http://127.0.0.1.nip.io', 'unencrypted'],
  ])('refuses %s', (_what, url, message) => {
    expect(() => checkServiceUrl(url, false)).toThrow(message)
  })

  it('does not quote back what is not a URL (a secret pasted into the wrong field)', () => {
    expect(() => checkServiceUrl('sk-live-1f2e3d4c5b6a', false)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('sk-live') }),
    )
  })
})

describe('a suggestion for a service URL typed without its scheme', () => {
  it.each([
    ['localhost:4011', 'http://localhost:4011'],
    ['127.0.0.1:4010/', 'http://127.0.0.1:4010'],
    ['[::1]:4010', 'http://[::1]:4010'],
    ['admin.example.com', 'https://admin.example.com'],
    ['admin.example.com:8443/api', 'https://admin.example.com:8443/api'],
    ['https://admin.example.com', null],
    ['', null],
    ['not a host at all', null],
    ['user:pw@admin.example.com', null],
  ])('%j → %j', (typed, suggestion) => {
    expect(suggestServiceUrl(typed)).toBe(suggestion)
  })
})
