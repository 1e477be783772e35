import { describe, expect, it } from 'vitest'
import { defaultDataDir } from '#mock-server/cli/default-data-dir.ts'

describe('the default data directory', () => {
  it.each<[NodeJS.Platform, NodeJS.ProcessEnv, string]>([
    ['linux', {}, '/home/ada/.local/share/device-registry-admin/mock-server'],
    ['linux', { XDG_DATA_HOME: '/data/xdg' }, '/data/xdg/device-registry-admin/mock-server'],
    ['darwin', {}, '/home/ada/Library/Application Support/device-registry-admin/mock-server'],
    ['win32', { APPDATA: '/appdata' }, '/appdata/device-registry-admin/mock-server'],
  ])('on %s with %j is %s', (platform, env, expected) => {
    expect(defaultDataDir(platform, env, '/home/ada')).toBe(expected)
  })
})
