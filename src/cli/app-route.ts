// The command lines inside the installed app: `<app binary> --cli admin|serial-id|mock ARGS…`. The
// app's Electron has the RunAsNode fuse off, so it cannot run a script as Node; instead main sees
// this switch before any window exists and runs the same command line code in its own Node.

export const CLI_SWITCH = '--cli'

type Outcome = 'serving' | 'done'

/**
 * Each tool's entry, run by importing it: it reads process.argv.slice(2) and sets process.exitCode, as
 * under Node. The mock service may keep serving until SIGINT or SIGTERM, which its handlers turn into
 * an exit.
 */
const TOOLS: Record<string, () => Promise<Outcome>> = {
  admin: () => import('./admin.ts').then(() => 'done'),
  'serial-id': () => import('./serial-id.ts').then(() => 'done'),
  mock: () => import('#mock-server/index.ts').then((entry) => entry.runMockCommandLine()),
}
export type CliInvocation = { tool: string; args: string[] } | { error: string }

/** What a start of the app binary asks for: a command line (or a wrong one), or null for the app. */
export function cliInvocation(argv: readonly string[]): CliInvocation | null {
  const at = argv.indexOf(CLI_SWITCH)
  if (at === -1) return null
  const tool = argv[at + 1]
  if (tool === undefined || !Object.hasOwn(TOOLS, tool)) {
    return {
      error: `Give the command line after ${CLI_SWITCH}: ${Object.keys(TOOLS).join(', ')} (for example: ${CLI_SWITCH} admin --help).`,
    }
  }
  return { tool, args: argv.slice(at + 2) }
}

/**
 * Runs the tool in this process and resolves to its exit status, or to null for a tool that keeps
 * serving (it exits on its own).
 */
export async function runCliTool(invocation: CliInvocation, argv0: string): Promise<number | null> {
  if ('error' in invocation) {
    process.stderr.write(`${invocation.error}\n`)
    return 2
  }
  process.argv = [argv0, invocation.tool, ...invocation.args]
  const outcome = await TOOLS[invocation.tool]!()
  return outcome === 'serving' ? null : Number(process.exitCode ?? 0)
}
