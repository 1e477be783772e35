import { describe, expect, it } from 'vitest'
import { signingPlan } from '../../../scripts/with-signing-env.ts'

const cert = { CSC_LINK: 'cert.p12', CSC_KEY_PASSWORD: 'secret' }
const apple = { APPLE_ID: 'a@b.c', APPLE_APP_SPECIFIC_PASSWORD: 'pw', APPLE_TEAM_ID: 'TEAM' }

describe('signing from the environment', () => {
  it.each([
    ['linux', {}, ['signing skipped: Linux packages (AppImage, deb) are not code-signed']],
    ['win32', {}, ['signing skipped: CSC_LINK not set']],
    ['win32', cert, ['signing: with the certificate from CSC_LINK']],
    ['win32', { WIN_CSC_LINK: 'w.pfx' }, ['signing: with the certificate from WIN_CSC_LINK']],
    [
      'darwin',
      {},
      [
        'signing skipped: CSC_LINK not set',
        'notarisation skipped: the app is not signed (CSC_LINK not set)',
      ],
    ],
    [
      'darwin',
      { ...cert, APPLE_ID: 'a@b.c' },
      [
        'signing: with the certificate from CSC_LINK',
        'notarisation skipped: APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID not set',
      ],
    ],
    [
      'darwin',
      { ...cert, ...apple },
      [
        'signing: with the certificate from CSC_LINK',
        'notarisation: with APPLE_ID for team APPLE_TEAM_ID',
      ],
    ],
  ] as const)('on %s with %j says %j', (platform, env, lines) => {
    expect(signingPlan(env, platform).lines).toEqual(lines)
  })

  it.each([
    ['linux', cert, false],
    ['win32', {}, false],
    ['win32', cert, true],
    ['darwin', {}, false],
    ['darwin', cert, true],
  ] as const)('on %s with %j records codeSigned %s in the package', (platform, env, signed) => {
    expect(signingPlan(env, platform).codeSigned).toBe(signed)
  })

  it('stops identity auto-discovery when there is no certificate', () => {
    expect(signingPlan({}, 'darwin').env['CSC_IDENTITY_AUTO_DISCOVERY']).toBe('false')
    expect(signingPlan(cert, 'darwin').env).not.toHaveProperty('CSC_IDENTITY_AUTO_DISCOVERY')
  })

  it('treats the empty strings CI passes for absent secrets as absent', () => {
    const plan = signingPlan({ CSC_LINK: '', CSC_KEY_PASSWORD: ' ', PATH: '/bin' }, 'win32')
    expect(plan.lines).toEqual(['signing skipped: CSC_LINK not set'])
    expect(plan.env).toEqual({ PATH: '/bin', CSC_IDENTITY_AUTO_DISCOVERY: 'false' })
  })

  it('keeps notarisation away from an unsigned or half-configured app', () => {
    expect(signingPlan({ ...apple }, 'darwin').env).not.toHaveProperty('APPLE_ID')
    expect(signingPlan({ ...cert, APPLE_ID: 'a@b.c' }, 'darwin').env).not.toHaveProperty('APPLE_ID')
    expect(signingPlan({ ...cert, ...apple }, 'darwin').env).toMatchObject(apple)
  })
})
