import type { IpcHandlers } from '../shared/ipc/contract.ts'

export interface HandlerDeps {
  appName: string
  appVersion: string
}

/** The handler table main registers: plain functions, no Electron, so tests call it directly. */
export function createHandlers(deps: HandlerDeps): IpcHandlers {
  return {
    getAppInfo: async () => ({ name: deps.appName, version: deps.appVersion }),
  }
}
