import path from 'node:path'

export const APP_SCHEME = 'app'
export const APP_HOST = 'renderer'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

/**
 * Maps an app://renderer/... URL to a file inside the renderer's build folder, or null when the URL
 * names another host or would escape that folder.
 */
export function resolveAppAssetPath(rendererDir: string, requestUrl: string): string | null {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return null
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  if (pathname.includes('\0')) return null
  const relative = pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '')
  const root = path.resolve(rendererDir)
  const resolved = path.resolve(root, relative)
  return resolved.startsWith(root + path.sep) ? resolved : null
}
