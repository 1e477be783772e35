import { contextBridge, ipcRenderer } from 'electron'
import { ipcChannel, ipcMethods } from '../shared/ipc/methods.ts'

// window.api: exactly the contract's named methods, one argument each, on the fixed channel prefix.
const api = Object.fromEntries(
  ipcMethods.map((method) => [
    method,
    (input: unknown) => ipcRenderer.invoke(ipcChannel(method), input),
  ]),
)

contextBridge.exposeInMainWorld('api', Object.freeze(api))
