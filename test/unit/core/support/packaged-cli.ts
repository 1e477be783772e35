// Main's `--cli` route under plain Node, with argv as the installed app's binary receives it:
// [binary, …Chromium switches, '--cli', tool, …args]. Only the Electron call around it is missing.
import { cliInvocation, runCliTool } from '#cli/app-route.ts'

const invocation = cliInvocation(process.argv)
if (!invocation) throw new Error('no --cli in the arguments')
const code = await runCliTool(invocation, process.argv[0]!)
if (code !== null) process.exit(code)
