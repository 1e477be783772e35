import { describe, expect, it } from 'vitest'
import { forkIdentity } from '../../../scripts/fork-identity.ts'

describe("a fork's repository, homepage and maintainer from the environment", () => {
  it("keeps package.json's when nothing is set", () => {
    expect(forkIdentity({})).toEqual({
      args: [],
      lines: ['update feed: the releases of package.json repository'],
    })
  })

  it.each([
    ['DEVICE_ADMIN_REPOSITORY', { DEVICE_ADMIN_REPOSITORY: 'acme/registry-admin' }],
    [
      'GITHUB_REPOSITORY (a fork built in GitHub Actions)',
      { GITHUB_REPOSITORY: 'acme/registry-admin' },
    ],
    [
      'DEVICE_ADMIN_REPOSITORY before GITHUB_REPOSITORY',
      { DEVICE_ADMIN_REPOSITORY: 'acme/registry-admin', GITHUB_REPOSITORY: 'other/repo' },
    ],
  ])('points the update feed and the homepage at the repository from %s', (_what, env) => {
    expect(forkIdentity(env).args).toEqual([
      '-c.extraMetadata.repository=https://github.com/acme/registry-admin',
      '-c.extraMetadata.homepage=https://github.com/acme/registry-admin',
    ])
  })

  it('takes a homepage and a maintainer of their own', () => {
    const env = {
      DEVICE_ADMIN_HOMEPAGE: 'https://it.acme.example/registry-admin',
      DEVICE_ADMIN_MAINTAINER: 'ACME IT <it@acme.example>',
    }
    expect(forkIdentity(env)).toEqual({
      args: [
        '-c.extraMetadata.homepage=https://it.acme.example/registry-admin',
        '-c.linux.maintainer=ACME IT <it@acme.example>',
      ],
      lines: [
        'update feed: the releases of package.json repository',
        'homepage: https://it.acme.example/registry-admin (from DEVICE_ADMIN_HOMEPAGE)',
        'maintainer: ACME IT <it@acme.example> (from DEVICE_ADMIN_MAINTAINER)',
      ],
    })
  })

  it.each([
    [
      { DEVICE_ADMIN_REPOSITORY: 'https://github.com/acme/x' },
      'DEVICE_ADMIN_REPOSITORY=https://github.com/acme/x: give the GitHub repository as owner/name',
    ],
    [
      { DEVICE_ADMIN_HOMEPAGE: 'http://acme.example' },
      'DEVICE_ADMIN_HOMEPAGE=http://acme.example: give an https:// URL',
    ],
    [
      { DEVICE_ADMIN_MAINTAINER: 'it@acme.example' },
      'DEVICE_ADMIN_MAINTAINER=it@acme.example: give it as Name <email>',
    ],
  ])('refuses %j, saying how to write it', (env, message) => {
    expect(() => forkIdentity(env)).toThrow(message)
  })
})
