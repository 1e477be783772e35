// Entry of Electron's main process: a start with `--cli TOOL …` runs that command line and exits
// (no window, no single-instance lock); any other start opens the desktop app.
import { app } from 'electron'
import { cliInvocation, runCliTool } from '#cli/app-route.ts'
import { startDesktopApp } from './desktop-app.ts'

const cli = cliInvocation(process.argv)
if (cli) {
  app.dock?.hide()
  runCliTool(cli, process.argv[0] ?? 'device-registry-admin').then(
    (code) => {
      if (code !== null) app.exit(code)
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
      app.exit(1)
    },
  )
} else {
  startDesktopApp()
}
