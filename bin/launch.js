// Runs one of the project's command lines (TypeScript, run as is) on the project's own Node 24: the
// `node` devDependency that `npm ci` installs and npm scripts use, whatever Node started this launcher
// (a `bin` entry runs on the first `node` on PATH, which may be too old to read TypeScript). Plain
// JavaScript that any Node runs; arguments, standard streams, exit status and signals pass through.
import { spawn } from 'node:child_process'
import { existsSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Through the symlink that npm link or a global install puts on PATH, to the checkout itself.
const root = dirname(dirname(realpathSync(fileURLToPath(import.meta.url))))

/** The project's Node, else this one when it is a Node 24 (package.json engines), else null. */
function projectNode() {
  const binary = process.platform === 'win32' ? 'node.exe' : 'node'
  const pinned = join(root, 'node_modules', 'node', 'bin', binary)
  if (existsSync(pinned)) return pinned
  return process.versions.node.split('.')[0] === '24' ? process.execPath : null
}

/**
 * Runs `script` (relative to the project root) with this process's arguments, after `nodeFlags` for Node
 * itself; exits as it exits.
 */
export function launch(script, nodeFlags = []) {
  const node = projectNode()
  if (!node) {
    process.stderr.write(
      `This command runs on the project's Node 24: run \`npm ci\` in ${root} (it installs that Node), or start it with Node 24.\n`,
    )
    process.exit(1)
  }
  const child = spawn(node, [...nodeFlags, join(root, script), ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']
  for (const signal of signals) process.on(signal, () => child.kill(signal))
  child.on('error', (error) => {
    process.stderr.write(`Cannot start ${node}: ${error.message}\n`)
    process.exit(1)
  })
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1)
    // Ended by a signal: end the same way, so the caller's shell sees it.
    for (const name of signals) process.removeAllListeners(name)
    process.kill(process.pid, signal)
  })
}
