// The utility host's logic in a plain Node child process (Node IPC instead of Electron's parentPort).
import { runMockHost } from '#core/embedded/host-runner.ts'

runMockHost(
  {
    onMessage: (listener) => process.on('message', listener),
    post: (message) => process.send?.(message),
  },
  (code) => process.exit(code),
  { scryptParams: { N: 1024, r: 8, p: 1 } },
)
