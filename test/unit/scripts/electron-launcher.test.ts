import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

// The start path of `npm start`/`npm run dev`: no Electron binary must end in advice, not a stack trace.
describe('npm start without an Electron binary', () => {
  it('says how to point at an Electron and what works without one, and exits 1', () => {
    const result = spawnSync(process.execPath, ['scripts/electron-vite.ts', 'preview'], {
      encoding: 'utf8',
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: '/nonexistent/electron-dist' },
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('ELECTRON_OVERRIDE_DIST_PATH=/path/to/electron-dist npm start')
    expect(result.stderr).toContain('npm run web')
  })

  it('refuses a mode other than dev or preview with a usage line', () => {
    const result = spawnSync(process.execPath, ['scripts/electron-vite.ts', 'build'], {
      encoding: 'utf8',
    })
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('Usage: node scripts/electron-vite.ts dev|preview')
  })
})
