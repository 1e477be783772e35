import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveAppAssetPath } from '#core/desktop/app-protocol-path.ts'

const root = path.resolve('/opt/app/out/renderer')

describe('app:// asset resolution', () => {
  it.each([
    ['app://renderer/', 'index.html'],
    ['app://renderer/index.html', 'index.html'],
    ['app://renderer/assets/index-abc.js', 'assets/index-abc.js'],
    ['app://renderer/assets/a%20b.css', 'assets/a b.css'],
  ])('%s → %s inside the renderer folder', (url, relative) => {
    expect(resolveAppAssetPath(root, url)).toBe(path.join(root, relative))
  })

  it.each([
    ['app://renderer/../../main/index.js', 'main/index.js'],
    ['app://renderer/%2e%2e/%2e%2e/etc/passwd', 'etc/passwd'],
  ])(
    'clamps the dot segments of %s to the folder (URL parsing resolves them first)',
    (url, relative) => {
      expect(resolveAppAssetPath(root, url)).toBe(path.join(root, relative))
    },
  )

  it.each([
    ['another host', 'app://evil/index.html'],
    ['another scheme', 'file:///etc/passwd'],
    ['encoded slash traversal', 'app://renderer/..%2f..%2fmain%2findex.js'],
    ['a NUL byte', 'app://renderer/index.html%00.js'],
    ['a malformed escape', 'app://renderer/%E0%A4%A'],
    ['not a URL', 'renderer/index.html'],
  ])('refuses %s', (_what, url) => {
    expect(resolveAppAssetPath(root, url)).toBeNull()
  })
})
