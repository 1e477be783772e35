// Entry of the Electron utilityProcess that hosts the embedded mock server (built as its own main entry).
import type { ParentPort } from 'electron'
import { runMockHost } from './host-runner.ts'

const parentPort = (process as NodeJS.Process & { parentPort: ParentPort }).parentPort

runMockHost(
  {
    onMessage: (listener) => parentPort.on('message', (event) => listener(event.data)),
    post: (message) => parentPort.postMessage(message),
  },
  (code) => process.exit(code),
)
