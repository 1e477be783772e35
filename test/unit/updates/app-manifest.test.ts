import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { aboutPanelOptions } from '#main/about-panel.ts'
import { readAppManifest, releasePageUrl } from '#core/updates/app-manifest.ts'
import { tempDir } from '../core/support/fixtures.ts'

async function appWith(manifest: string | null) {
  const dir = await tempDir()
  await mkdir(dir, { recursive: true })
  if (manifest !== null) await writeFile(path.join(dir, 'package.json'), manifest)
  return dir
}

describe("the packaged app's package.json", () => {
  it.each([
    [
      'a signed build of the project',
      '{"codeSigned":true,"repository":{"type":"git","url":"https://github.com/device-registry-admin/device-registry-admin.git"}}',
      { codeSigned: true, gitHubRepository: 'device-registry-admin/device-registry-admin' },
    ],
    [
      "a fork's unsigned build",
      '{"codeSigned":false,"repository":"https://github.com/acme/registry-admin"}',
      { codeSigned: false, gitHubRepository: 'acme/registry-admin' },
    ],
    [
      'the flag as text, as a command line may hand it over',
      '{"codeSigned":"true"}',
      { codeSigned: true, gitHubRepository: null },
    ],
    [
      'a build without the flag, elsewhere than GitHub',
      '{"repository":"https://gitlab.example.com/a/b.git"}',
      { codeSigned: false, gitHubRepository: null },
    ],
    ['no package.json', null, { codeSigned: false, gitHubRepository: null }],
    ['a broken one', '{', { codeSigned: false, gitHubRepository: null }],
  ])('%s', async (_what, manifest, expected) => {
    expect(readAppManifest(await appWith(manifest))).toEqual(expected)
  })

  it.each([
    ['0.2.0', 'https://github.com/acme/app/releases/tag/v0.2.0'],
    ['1.0.0-beta.1', 'https://github.com/acme/app/releases/tag/v1.0.0-beta.1'],
    ['0.2.0/../../evil', null],
    ['javascript:alert(1)', null],
  ])('the release page of version %s', (version, url) => {
    expect(releasePageUrl('acme/app', version)).toBe(url)
  })
})

describe('Help → About', () => {
  it('says what happens with updates under the licence line', () => {
    expect(
      aboutPanelOptions('Device Registry Admin', '0.2.0', 'Updates: managed by your organisation'),
    ).toEqual({
      applicationName: 'Device Registry Admin',
      applicationVersion: '0.2.0',
      copyright:
        'MIT licence · Device Registry Admin contributors\nUpdates: managed by your organisation',
    })
  })
})
