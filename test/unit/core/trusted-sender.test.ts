import { describe, expect, it } from 'vitest'
import { isTrustedSender, originOf } from '#core/ipc/trusted-sender.ts'

const ours = { fromOurWindow: true, isMainFrame: true, frameUrl: 'app://renderer/index.html' }

describe('IPC sender check', () => {
  it('accepts the main frame of our window on our origin', () => {
    expect(isTrustedSender(ours, 'app://renderer')).toBe(true)
  })

  it.each([
    ['a window we did not create', { ...ours, fromOurWindow: false }],
    ['an iframe', { ...ours, isMainFrame: false }],
    ['another origin', { ...ours, frameUrl: 'https://example.com/' }],
    ['a look-alike host', { ...ours, frameUrl: 'app://renderer.evil/index.html' }],
    ['a file URL', { ...ours, frameUrl: 'file:///opt/app/index.html' }],
    ['no URL', { ...ours, frameUrl: '' }],
  ])('refuses %s', (_what, sender) => {
    expect(isTrustedSender(sender, 'app://renderer')).toBe(false)
  })

  it('gives custom schemes a real origin (WHATWG says "null")', () => {
    expect(originOf('app://renderer/x?y')).toBe('app://renderer')
    expect(originOf('http://localhost:5173/')).toBe('http://localhost:5173')
  })
})
