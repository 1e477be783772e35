import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
}

export function contentType(path: string): string {
  return TYPES[extname(path)] ?? 'application/octet-stream'
}

/** A file under root for a URL path, or null when the path leaves root or names nothing. */
export async function readStatic(root: string, urlPath: string): Promise<Buffer | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const path = normalize(join(root, decoded))
  if (!path.startsWith(root + sep)) return null
  try {
    return await readFile(path)
  } catch {
    return null
  }
}

/** The page with the harness's token and window.api script placed before the app's own module script. */
export function injectHarness(html: string, token: string): string {
  const tags = `<meta name="harness-token" content="${token}" />\n    <script src="/__harness/api.js"></script>`
  return html.replace(/<head>/i, `<head>\n    ${tags}`)
}
