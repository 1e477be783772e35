import { describe, expect, it } from 'vitest'
import { NSIS_UNINSTALLER, updateSupport, type InstallFacts } from '#core/updates/update-support.ts'

const WIN_DIR = 'C:\\Program Files\\Device Registry Admin'
const LINUX_RESOURCES = '/opt/Device Registry Admin/resources'

/** An installed copy: which files exist, and what package-type says. */
function facts(
  platform: NodeJS.Platform,
  files: Record<string, string>,
  more: Partial<InstallFacts> = {},
): InstallFacts {
  const resourcesPath =
    platform === 'win32'
      ? `${WIN_DIR}\\resources`
      : platform === 'darwin'
        ? '/Applications/Device Registry Admin.app/Contents/Resources'
        : LINUX_RESOURCES
  const all: Record<string, string> = {
    [`${resourcesPath}/app-update.yml`]: 'provider: github',
    ...files,
  }
  const key = (file: string) => file.replaceAll('\\', '/')
  const known = new Map(Object.entries(all).map(([file, text]) => [key(file), text]))
  return {
    platform,
    isPackaged: true,
    codeSigned: true,
    execPath:
      platform === 'win32'
        ? `${WIN_DIR}\\Device Registry Admin.exe`
        : '/opt/app/device-registry-admin',
    resourcesPath,
    env: {},
    exists: (file) => known.has(key(file)),
    readText: (file) => known.get(key(file)) ?? null,
    ...more,
  }
}

describe('how this copy of the app can update itself', () => {
  it.each([
    [
      'a signed NSIS install on Windows',
      facts('win32', { [`${WIN_DIR}\\${NSIS_UNINSTALLER}`]: '' }),
      'install',
    ],
    [
      'an unsigned NSIS install on Windows',
      facts('win32', { [`${WIN_DIR}\\${NSIS_UNINSTALLER}`]: '' }, { codeSigned: false }),
      'notify',
    ],
    ['a signed app on macOS', facts('darwin', {}), 'install'],
    ['an unsigned app on macOS', facts('darwin', {}, { codeSigned: false }), 'notify'],
    [
      'an AppImage, signed or not',
      facts('linux', {}, { env: { APPIMAGE: '/home/a/app.AppImage' }, codeSigned: false }),
      'install',
    ],
    ['a .deb', facts('linux', { [`${LINUX_RESOURCES}/package-type`]: 'deb\n' }), 'install'],
  ])('%s: %s', (_what, input, mode) => {
    expect(updateSupport(input)).toEqual({ mode })
  })

  it.each([
    [
      'a development build',
      facts('linux', {}, { isPackaged: false }),
      'Updates: not in a development build',
    ],
    [
      'a build without an update feed',
      { ...facts('darwin', {}), exists: () => false },
      'Updates: not set up in this build (it has no update feed)',
    ],
    [
      'an MSI install (no NSIS uninstaller beside the app)',
      facts('win32', {}),
      'Updates: not for this copy, which the NSIS installer did not install (an MSI is updated by the next MSI)',
    ],
    [
      'an unpacked Linux folder',
      facts('linux', {}),
      'Updates: not for this kind of install (the AppImage and the .deb update themselves)',
    ],
  ])('none in %s', (_what, input, summary) => {
    expect(updateSupport(input)).toMatchObject({ mode: 'off', summary: { message: summary } })
  })
})
