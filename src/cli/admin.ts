// Command line for administering the device registry: `npm run -s admin -- COMMAND …` (see --help).
// The same handler table as the desktop app, with the same profiles and keychain.
import { nodeIo } from './admin/io.ts'
import { runAdminCli } from './admin/run.ts'

process.exitCode = await runAdminCli(process.argv.slice(2), nodeIo())
