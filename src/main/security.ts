import { app, session } from 'electron'
import { originOf } from '#core/ipc/trusted-sender.ts'

/**
 * The Electron security checklist for every web contents: no navigation away from the app, no new
 * windows, no webviews, and every permission request denied.
 */
export function lockDownWebContents(appOrigin: string): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  )
  session.defaultSession.setPermissionCheckHandler(() => false)

  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }))
    contents.on('will-navigate', (event, url) => {
      if (originOf(url) !== appOrigin) event.preventDefault()
    })
    contents.on('will-redirect', (event, url) => {
      if (originOf(url) !== appOrigin) event.preventDefault()
    })
    contents.on('will-attach-webview', (event) => event.preventDefault())
  })
}
