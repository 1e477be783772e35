import { utilityProcess } from 'electron'
import { SERVICE_NODE_FLAGS } from '#mock-server/index.ts'
import type { EmbeddedService } from '#core/embedded/embedded-service.ts'
import {
  createSupervisedService,
  type HostProcess,
  type SupervisorOptions,
} from '#core/embedded/supervisor.ts'

/** The embedded mock server in an Electron utilityProcess (hostPath: the built utility-host entry). */
export function utilityEmbeddedService(
  options: { hostPath: string } & Pick<
    SupervisorOptions,
    'dataDir' | 'log' | 'serviceLog' | 'onStatus'
  >,
): EmbeddedService {
  const spawn = (): HostProcess => {
    const child = utilityProcess.fork(options.hostPath, [], {
      serviceName: 'Device Registry Admin mock service',
      stdio: 'inherit',
      execArgv: [...SERVICE_NODE_FLAGS],
    })
    return {
      post: (message) => child.postMessage(message),
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => child.on('exit', listener),
      kill: () => void child.kill(),
    }
  }
  return createSupervisedService({ ...options, spawn })
}
