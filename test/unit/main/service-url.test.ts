import { describe, expect, it } from 'vitest'
import { checkServiceUrl, isLoopbackHost } from '../../../src/main/admin-client/service-url.ts'

describe('service URL check', () => {
  it.each([
    ['https://admin.example.com', false, 'https://admin.example.com/'],
    ['https://admin.example.com/api/', false, 'https://admin.example.com/api'],
    ['http://127.0.0.1:8080', false, 'http://127.0.0.1:8080/'],
    ['http://localhost:3000', false, 'http://localhost:3000/'],
    ['http://[::1]:3000', false, 'http://[::1]:3000/'],
    ['http://admin.lan', true, 'http://admin.lan/'],
  ])('accepts %s (insecure http allowed: %s)', (url, allowInsecureHttp, expected) => {
    expect(checkServiceUrl(url, allowInsecureHttp).toString()).toBe(expected)
  })

  it.each([
    ['not a URL', 'admin.example.com', 'is not a URL'],
    ['another scheme', 'ftp://admin.example.com', 'must start with https://'],
    ['plain http to a remote host', 'http://admin.example.com', 'unencrypted'],
    ['credentials in the URL', 'https://user:pw@admin.example.com', 'no user name or password'],
    ['a query', 'https://admin.example.com/?x=1', 'no query'],
  ])('refuses %s', (_what, url, message) => {
    expect(() => checkServiceUrl(url, false)).toThrow(message)
  })

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['[::1]', true],
    ['app.localhost', true],
    ['localhost.example.com', false],
    ['127.0.0.1.example.com', false],
    ['10.0.0.1', false],
  ])('%s is loopback: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })
})
