import { net, protocol } from 'electron'
import { pathToFileURL } from 'node:url'
import { APP_SCHEME, resolveAppAssetPath } from '#core/desktop/app-protocol-path.ts'

/** Must run before `app` is ready: app:// behaves like https (secure, standard origin, fetch). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ])
}

/** Serves the built renderer from app://renderer/, so the page never runs from file://. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const filePath = resolveAppAssetPath(rendererDir, request.url)
    if (!filePath) return new Response('Not found', { status: 404 })
    return net.fetch(pathToFileURL(filePath).toString())
  })
}
