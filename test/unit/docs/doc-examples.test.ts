// The README's and the docs' shell examples run as written, on a machine that never ran the app: each
// sh block from the repository root in a fresh HOME, its commands one after the other. After a command,
// `# → TEXT` means its output contains TEXT and `# exit N` that it exits with N (else it exits 0). A block
// after `<!-- not run by the docs test: REASON -->` is left out, and says why (docs/testing.md).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { docFiles, read, ROOT, shBlocks, type Command, type ShBlock } from './markdown.ts'

const COMMAND_TIMEOUT_MS = 30_000

const found = docFiles().map((file) => ({ file, ...shBlocks(file, read(file)) }))
const blocks = found.flatMap(({ blocks }) => blocks)
const runnable = blocks.filter((block) => block.notRun === undefined)
const notRun = blocks.filter((block) => block.notRun !== undefined)

/** The environment of a machine that never ran the app: a fresh HOME, none of this shell's settings. */
function freshEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_|DEVICE_ADMIN_|XDG_(CONFIG|DATA|CACHE|STATE)_HOME$|VITEST|NODE_OPTIONS$)/.test(name))
      continue
    env[name] = value
  }
  // npm would ask the registry whether it is outdated: the examples need no network.
  return { ...env, HOME: home, npm_config_update_notifier: 'false', NO_COLOR: '1' }
}

interface Outcome {
  code: number | null
  output: string
  timedOut: boolean
}

function runCommand(command: string, home: string): Outcome {
  const child = spawnSync('bash', ['-c', command], {
    cwd: ROOT,
    env: freshEnv(home),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: COMMAND_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  })
  return {
    code: child.status,
    output: `${child.stdout ?? ''}${child.stderr ?? ''}`,
    timedOut: child.error !== undefined || child.signal !== null,
  }
}

/** What is wrong with a command's outcome, or undefined when it is as its comment says. */
function mismatch(expected: Command, outcome: Outcome): string | undefined {
  if (outcome.timedOut) return `did not finish within ${COMMAND_TIMEOUT_MS / 1000} s`
  if (outcome.code !== expected.exitCode)
    return `exited ${outcome.code}, the docs say ${expected.exitCode}`
  if (expected.output !== undefined && !outcome.output.includes(expected.output))
    return `printed no "${expected.output}"`
  return undefined
}

/** Runs a block's commands in one fresh HOME; the problems, each with the command and what it printed. */
function runBlock(block: ShBlock): string[] {
  const home = mkdtempSync(path.join(os.tmpdir(), 'doc-example-home-'))
  try {
    const problems: string[] = []
    for (const command of block.commands) {
      const outcome = runCommand(command.command, home)
      const problem = mismatch(command, outcome)
      if (problem)
        problems.push(
          `${block.file}:${command.line}: ${command.command}\n  ${problem}; it printed:\n${outcome.output.slice(0, 2000)}`,
        )
    }
    return problems
  } finally {
    rmSync(home, { recursive: true, force: true })
  }
}

describe('the docs shell examples', () => {
  it('finds the examples it runs', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(6)
    expect(runnable.every((block) => block.commands.length > 0)).toBe(true)
  })

  it.each(notRun.map((block) => [`${block.file}:${block.line}`, block] as const))(
    '%s is not run, and says why',
    (_where, block) => {
      expect(block.notRun).not.toBe('')
    },
  )

  it.each(found.map(({ file, strayMarkers }) => [file, strayMarkers] as const))(
    '%s has each "not run" note right before a sh block',
    (_file, strayMarkers) => {
      expect(strayMarkers).toEqual([])
    },
  )

  it.each(runnable.map((block) => [`${block.file}:${block.line}`, block] as const))(
    '%s runs as written',
    (_where, block) => {
      expect(runBlock(block)).toEqual([])
    },
    // A block's commands one after the other; the first command line of a checkout builds its bundle.
    4 * COMMAND_TIMEOUT_MS,
  )
})

describe('the docs test itself', () => {
  const check = (line: string) => {
    const [command] = shBlocks('x.md', `\`\`\`sh\n${line}\n\`\`\`\n`).blocks[0]?.commands ?? []
    if (!command) throw new Error(`no command in ${line}`)
    const home = mkdtempSync(path.join(os.tmpdir(), 'doc-example-home-'))
    try {
      return mismatch(command, runCommand(command.command, home))
    } finally {
      rmSync(home, { recursive: true, force: true })
    }
  }

  it.each([
    ['echo hello   # → hello', undefined],
    ['echo hello   # → goodbye', 'printed no "goodbye"'],
    ['exit 3   # exit 3', undefined],
    ['exit 3   # the docs forgot it', 'exited 3, the docs say 0'],
    ["printf '%s' '# → not a comment'   # → # → not", undefined],
    ['ls -A "$HOME" | wc -l   # → 0', undefined],
    ['case "$HOME" in */doc-example-home-*) ;; *) exit 1 ;; esac', undefined],
    ["test -f package.json && echo 'from the root'   # → from the root", undefined],
  ])('%s: %s', (line, problem) => {
    expect(check(line)).toBe(problem)
  })
})
