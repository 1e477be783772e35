import { describe, expect, it, vi } from 'vitest'
import { SERVICE_NODE_FLAGS } from '#mock-server/node-flags.ts'

// The Electron binary cannot run here: a stand-in `electron` records how the service host is forked.
const forks = vi.hoisted(() => [] as { modulePath: string; options: Record<string, unknown> }[])
vi.mock('electron', () => {
  const utilityProcess = {
    fork: (modulePath: string, _args: string[], options: Record<string, unknown>) => {
      forks.push({ modulePath, options })
      const exits: ((code: number) => void)[] = []
      const exit = () => exits.forEach((listener) => listener(0))
      return {
        on: (event: string, listener: (code: number) => void) =>
          event === 'exit' && exits.push(listener),
        postMessage: (message: { type: string }) => message.type === 'stop' && exit(),
        kill: () => (exit(), true),
      }
    },
  }
  return { utilityProcess, default: { utilityProcess } }
})

describe("the app's service host", () => {
  it('runs with the same Node flags as npm run mock (a small young generation)', async () => {
    const { utilityEmbeddedService } = await import('#main/embedded/utility-service.ts')
    const service = utilityEmbeddedService({
      hostPath: '/app/out/main/mock-server-host.js',
      dataDir: '/data',
      log: () => {},
    })
    void service.start().catch(() => {})
    expect(forks).toEqual([
      {
        modulePath: '/app/out/main/mock-server-host.js',
        options: expect.objectContaining({ execArgv: [...SERVICE_NODE_FLAGS] }),
      },
    ])
    await service.stop()
  })
})
