// Runs a command (electron-builder) with code signing and notarisation taken from the environment, and
// says in one line each what is skipped when a secret is absent:
//   node scripts/with-signing-env.ts electron-builder --publish never
// macOS and Windows sign with CSC_LINK (a .p12/.pfx path, URL or base64) and CSC_KEY_PASSWORD; Windows
// also takes WIN_CSC_LINK/WIN_CSC_KEY_PASSWORD. macOS notarises with APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD
// and APPLE_TEAM_ID. CI passes absent secrets as empty strings: those count as absent.
import { spawnSync } from 'node:child_process'

export type Env = Record<string, string | undefined>
export type SigningPlan = { env: Env; lines: string[] }

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
  return { env: next, lines }
}

if (import.meta.main) {
  const [command, ...args] = process.argv.slice(2)
  if (command === undefined) {
    console.error('usage: node scripts/with-signing-env.ts <command> [args...]')
    process.exit(2)
  }
  const plan = signingPlan(process.env, process.platform)
  for (const line of plan.lines) console.log(line)
  // npm's .bin shims are .cmd files on Windows, which only a shell runs.
  const result = spawnSync(command, args, {
    env: plan.env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (result.error) throw result.error
  process.exitCode = result.status ?? 1
}
