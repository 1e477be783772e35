// The main → window event names, apart from their schemas (events.ts), so the sandboxed preload
// bundles no zod. Every event travels on its own channel with this prefix; nothing else is forwarded.
export const ipcEventNames = [
  'menuCommand',
  'embeddedService',
  'importProgress',
  'session',
  'updateStatus',
] as const

export type IpcEvent = (typeof ipcEventNames)[number]

export const IPC_EVENT_PREFIX = 'event:'

export function ipcEventChannel(event: IpcEvent): string {
  return IPC_EVENT_PREFIX + event
}

export function isIpcEvent(name: unknown): name is IpcEvent {
  return (ipcEventNames as readonly unknown[]).includes(name)
}
