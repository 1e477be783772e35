import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { ipcEventChannel, isIpcEvent } from '#shared/ipc/event-names.ts'
import { ipcChannel, ipcMethods } from '#shared/ipc/methods.ts'

// window.api: exactly the contract's named methods, one argument each, on the fixed channel prefix,
// and `on` for main's events: only the contract's event names, each on its own channel.
const methods = Object.fromEntries(
  ipcMethods.map((method) => [
    method,
    (input: unknown) => ipcRenderer.invoke(ipcChannel(method), input),
  ]),
)

function on(event: unknown, listener: unknown): () => void {
  if (!isIpcEvent(event)) throw new Error(`There is no event "${String(event)}".`)
  if (typeof listener !== 'function') throw new TypeError('The listener must be a function.')
  const channel = ipcEventChannel(event)
  // The payload alone: the page never sees Electron's event object (its sender).
  const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
  ipcRenderer.on(channel, forward)
  return () => void ipcRenderer.removeListener(channel, forward)
}

contextBridge.exposeInMainWorld('api', Object.freeze({ ...methods, on }))
