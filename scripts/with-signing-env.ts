// Runs electron-builder with code signing and notarisation taken from the environment, and says in one
// line each what is skipped when a secret is absent; a fork's repository, homepage and maintainer come
// from the environment too (fork-identity.ts):
//   node scripts/with-signing-env.ts electron-builder --publish never
// The package records whether it was signed (package.json codeSigned): unsigned macOS and Windows builds
// only tell of new versions, as electron-updater installs signed updates only.
// macOS and Windows sign with CSC_LINK (a .p12/.pfx path, URL or base64) and CSC_KEY_PASSWORD; Windows
// also takes WIN_CSC_LINK/WIN_CSC_KEY_PASSWORD. macOS notarises with APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD
// and APPLE_TEAM_ID. CI passes absent secrets as empty strings: those count as absent.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { forkIdentity } from './fork-identity.ts'

export type Env = Record<string, string | undefined>
export type SigningPlan = { env: Env; lines: string[]; codeSigned: boolean }

const NOTARISATION_VARS = ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'] as const
const SIGNING_VARS = [
  'CSC_LINK',
  'CSC_KEY_PASSWORD',
  'WIN_CSC_LINK',
  'WIN_CSC_KEY_PASSWORD',
  ...NOTARISATION_VARS,
]

const isSet = (env: Env, name: string) => (env[name] ?? '').trim() !== ''

/** The environment electron-builder should see on `platform`, and the lines that explain it. */
export function signingPlan(env: Env, platform: NodeJS.Platform): SigningPlan {
  const next: Env = { ...env }
  for (const name of SIGNING_VARS) if (!isSet(env, name)) delete next[name]
  const lines: string[] = []

  if (platform !== 'darwin' && platform !== 'win32') {
    return {
      env: next,
      lines: ['signing skipped: Linux packages (AppImage, deb) are not code-signed'],
      codeSigned: false,
    }
  }
  const linkVar = platform === 'win32' && isSet(env, 'WIN_CSC_LINK') ? 'WIN_CSC_LINK' : 'CSC_LINK'
  const signed = isSet(env, linkVar)
  if (signed) lines.push(`signing: with the certificate from ${linkVar}`)
  else {
    lines.push('signing skipped: CSC_LINK not set')
    // Otherwise electron-builder would sign with any identity it finds in the keychain.
    next['CSC_IDENTITY_AUTO_DISCOVERY'] = 'false'
  }

  if (platform === 'darwin') {
    const missing = NOTARISATION_VARS.filter((name) => !isSet(env, name))
    if (!signed) lines.push('notarisation skipped: the app is not signed (CSC_LINK not set)')
    else if (missing.length > 0) lines.push(`notarisation skipped: ${missing.join(', ')} not set`)
    else lines.push('notarisation: with APPLE_ID for team APPLE_TEAM_ID')
    // electron-builder notarises whenever these are set; an unsigned app would fail notarisation.
    if (!signed || missing.length > 0) for (const name of NOTARISATION_VARS) delete next[name]
  }
  return { env: next, lines, codeSigned: signed }
}

if (import.meta.main) {
  const [command, ...args] = process.argv.slice(2)
  if (command !== 'electron-builder') {
    console.error('usage: node scripts/with-signing-env.ts electron-builder [args...]')
    process.exit(2)
  }
  const plan = signingPlan(process.env, process.platform)
  const identity = forkIdentity(process.env)
  for (const line of [...plan.lines, ...identity.lines]) console.log(line)
  // Its JavaScript entry on this Node, not the .cmd shim: no shell to mangle "Name <email>".
  const cli = createRequire(import.meta.url).resolve('electron-builder/cli.js')
  const overrides = [...identity.args, `-c.extraMetadata.codeSigned=${plan.codeSigned}`]
  const result = spawnSync(process.execPath, [cli, ...args, ...overrides], {
    env: plan.env,
    stdio: 'inherit',
  })
  if (result.error) throw result.error
  process.exitCode = result.status ?? 1
}
