import { BrowserWindow, ipcMain, type IpcMainInvokeEvent } from 'electron'
import { ipcChannel, ipcMethods } from '#shared/ipc/methods.ts'
import type { Dispatch } from '#core/ipc/dispatch.ts'
import { isTrustedSender } from '#core/ipc/trusted-sender.ts'

function senderInfo(event: IpcMainInvokeEvent) {
  const frame = event.senderFrame
  return {
    fromOurWindow: BrowserWindow.fromWebContents(event.sender) !== null,
    isMainFrame: frame !== null && frame === event.sender.mainFrame,
    frameUrl: frame?.url ?? '',
  }
}

/** One handler per contract method, all through the same sender check and dispatch. */
export function registerIpc(dispatch: Dispatch, appOrigin: string): void {
  for (const method of ipcMethods) {
    ipcMain.handle(ipcChannel(method), (event, input: unknown) => {
      if (!isTrustedSender(senderInfo(event), appOrigin)) {
        return { ok: false, error: { code: 'forbidden', message: 'Untrusted sender' } }
      }
      return dispatch(method, input)
    })
  }
}
