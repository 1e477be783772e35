import { describe, expect, it } from 'vitest'
import { isLoopbackHost } from '#shared/net/loopback.ts'

describe('loopback host names (plain http allowed, DNS-rebinding guard)', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['127.1', true], // the URL parser's spelling of 127.0.0.1
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true], // how a dual-stack socket reports 127.0.0.1
    ['app.localhost', false], // resolved by the system resolver, which may ask the network
    ['127.0.0.1.nip.io', false],
    ['localhost.example.com', false],
    ['127.0.0.1.example.com', false],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::2', false],
    ['', false],
  ])('%s is loopback: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })
})
