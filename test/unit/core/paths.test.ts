import { describe, expect, it } from 'vitest'
import { defaultConfigDir } from '#core/paths.ts'

describe("default config folder (Electron's userData for this app)", () => {
  it.each([
    ['linux', {}, '/home/ada', '/home/ada/.config/Device Registry Admin'],
    ['linux', { XDG_CONFIG_HOME: '/xdg' }, '/home/ada', '/xdg/Device Registry Admin'],
    ['darwin', {}, '/Users/ada', '/Users/ada/Library/Application Support/Device Registry Admin'],
    [
      'win32',
      { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' },
      'C:\\Users\\ada',
      'C:\\Users\\ada\\AppData\\Roaming\\Device Registry Admin',
    ],
  ] as const)('%s %j', (platform, env, home, expected) => {
    expect(defaultConfigDir(platform, env, home)).toBe(expected)
  })
})
