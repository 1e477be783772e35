import type { Api } from '#shared/ipc/contract.ts'

declare global {
  interface Window {
    /** Provided by the preload (Electron) or the web harness (browser tests). */
    api?: Api
  }
}

export {}
