// Entry of the Electron utilityProcess that hosts the embedded mock server (built as its own main entry).
// Node's compile cache is switched on before the server's code loads, so later starts skip compiling it.
import type { ParentPort } from 'electron'
import { enableCompileCache } from 'node:module'

enableCompileCache()
const { runMockHost } = await import('#core/embedded/host-runner.ts')
const parentPort = (process as NodeJS.Process & { parentPort: ParentPort }).parentPort

runMockHost(
  {
    onMessage: (listener) => parentPort.on('message', (event) => listener(event.data)),
    post: (message) => parentPort.postMessage(message),
  },
  (code) => process.exit(code),
)
