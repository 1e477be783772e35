// Runs `electron-vite dev|preview` with Electron's binary resolved first. electron-vite finds Electron
// only through node_modules/electron/path.txt or ELECTRON_EXEC_PATH, and electron 45 fetches its binary
// on the first require (not at install), so a fresh `npm ci && npm start` would stop at "Electron uninstall".
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { APP_NODE_FLAGS } from '#core/node-flags.ts'

const mode = process.argv[2]
if (mode !== 'dev' && mode !== 'preview') {
  console.error('Usage: node scripts/electron-vite.ts dev|preview')
  process.exit(2)
}

const require = createRequire(import.meta.url)
let electronPath = ''
try {
  // The electron package's main export is the binary's path; it downloads the binary when missing
  // and honours ELECTRON_OVERRIDE_DIST_PATH.
  electronPath = require('electron') as string
} catch {
  // Its own message has already been printed; ours says what to do about it.
}
if (!electronPath || !existsSync(electronPath)) {
  console.error(
    'The Electron binary is not installed and could not be downloaded (it comes from GitHub on first use).\n' +
      'Point at an Electron 45 you have: ELECTRON_OVERRIDE_DIST_PATH=/path/to/electron-dist npm start\n' +
      'Without Electron, `npm run web` runs the same app in a browser, and `npm run -s admin -- --help` on the command line.',
  )
  process.exit(1)
}

// Electron takes V8 flags for its main process only on its command line (appendSwitch reaches renderers).
const result = spawnSync('electron-vite', [mode, '--', `--js-flags=${APP_NODE_FLAGS.join(' ')}`], {
  stdio: 'inherit',
  env: { ...process.env, ELECTRON_EXEC_PATH: electronPath },
})
process.exit(result.status ?? 1)
