// A GitHub release feed on loopback, shaped as github.com serves it to electron-updater's GitHubProvider
// (with `host` set it takes GitHub Enterprise's API path for the latest tag): the releases' Atom feed,
// the latest release's tag, and the release's assets (latest-linux.yml as electron-builder writes it,
// and the .deb it names, with its sha512).
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { request, type IncomingMessage, type RequestOptions } from 'node:http'
import type { AppAdapter } from 'electron-updater/out/AppAdapter.js'
import { DebUpdater } from 'electron-updater'
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor.js'
import { stringify } from 'yaml'
import { tempDir } from '../../core/support/fixtures.ts'
import { transportServer } from '../../core/support/http-server.ts'

export const OWNER = 'device-registry-admin'
export const REPO = 'device-registry-admin'

/** The release notes as GitHub's "generate release notes" writes them (HTML in the Atom feed). */
export const NOTES_HTML =
  '<h2>What&#39;s Changed</h2>\n<ul>\n<li>Import: wait out <code>429 Retry-After</code> &amp; resume by <a class="user-mention notranslate" href="https://github.com/octo">@octo</a> in <a href="https://github.com/device-registry-admin/device-registry-admin/pull/42">#42</a></li>\n<li>Updates: restart to update</li>\n</ul>\n<p><strong>Full Changelog</strong>: <a href="https://github.com/device-registry-admin/device-registry-admin/compare/v0.1.0...v0.2.0"><tt>v0.1.0...v0.2.0</tt></a></p>'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function atomFeed(tag: string): string {
  const base = `https://github.com/${OWNER}/${REPO}`
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="en-US">
  <id>tag:github.com,2008:${base}/releases</id>
  <link type="text/html" rel="alternate" href="${base}/releases"/>
  <link type="application/atom+xml" rel="self" href="${base}/releases.atom"/>
  <title>Release notes from ${REPO}</title>
  <updated>2026-11-20T10:00:00Z</updated>
  <entry>
    <id>tag:github.com,2008:Repository/123456789/${tag}</id>
    <updated>2026-11-20T10:00:00Z</updated>
    <link rel="alternate" type="text/html" href="${base}/releases/tag/${tag}"/>
    <title>${tag}</title>
    <content type="html">${escapeXml(NOTES_HTML)}</content>
    <author>
      <name>octo</name>
    </author>
  </entry>
</feed>
`
}

export interface FeedOptions {
  version?: string
  /** Serve other bytes than latest-linux.yml's sha512 describes. */
  corrupt?: boolean
}

/** Starts the feed; `seen` lists the paths requested, in order. */
export async function releaseFeed(options: FeedOptions = {}) {
  const version = options.version ?? '0.2.0'
  const tag = `v${version}`
  const deb = randomBytes(64 * 1024)
  const file = `device-registry-admin-${version}-linux-amd64.deb`
  const sha512 = createHash('sha512').update(deb).digest('base64')
  const latest = stringify({
    version,
    files: [{ url: file, sha512, size: deb.length }],
    path: file,
    sha512,
    releaseDate: '2026-11-20T10:00:00.000Z',
  })
  const download = `/${OWNER}/${REPO}/releases/download/${tag}`
  const server = await transportServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://feed').pathname
    const send = (type: string, body: string | Buffer) => {
      res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
      res.end(body)
    }
    if (url === `/${OWNER}/${REPO}/releases.atom`)
      return send('application/atom+xml', atomFeed(tag))
    if (url === `/api/v3/repos/${OWNER}/${REPO}/releases/latest`)
      return send('application/json', JSON.stringify({ tag_name: tag }))
    if (url === `${download}/latest-linux.yml`) return send('application/x-yaml', latest)
    if (url === `${download}/${file}`)
      return send('application/octet-stream', options.corrupt ? randomBytes(deb.length) : deb)
    res.writeHead(404).end()
  })
  return {
    host: new URL(server.url).host,
    paths: () => server.seen.map((request) => new URL(request.url, 'http://feed').pathname),
    deb,
    file,
  }
}

/** electron-updater's own HTTP client (requests, downloads, checksums), on Node's http instead of Electron's net. */
class NodeTransport extends ElectronHttpExecutor {
  override createRequest(
    options: RequestOptions,
    callback: (response: IncomingMessage) => void,
  ): ReturnType<ElectronHttpExecutor['createRequest']> {
    return request(options, callback) as unknown as ReturnType<
      ElectronHttpExecutor['createRequest']
    >
  }
}

/**
 * electron-updater's real updater of an installed .deb, for version `version` of the app, reading
 * resources/app-update.yml as electron-builder writes it for `publish: github`, pointed at `host`.
 */
export async function debUpdater(host: string, version = '0.1.0') {
  const dir = await tempDir()
  const appUpdateConfigPath = path.join(dir, 'resources', 'app-update.yml')
  await mkdir(path.dirname(appUpdateConfigPath), { recursive: true })
  await writeFile(
    appUpdateConfigPath,
    stringify({
      owner: OWNER,
      repo: REPO,
      provider: 'github',
      host,
      protocol: 'http',
      updaterCacheDirName: 'device-registry-admin-updater',
    }),
  )
  const app: AppAdapter = {
    version,
    name: 'Device Registry Admin',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath: path.join(dir, 'user-data'),
    baseCachePath: path.join(dir, 'cache'),
    whenReady: async () => {},
    relaunch: () => {},
    quit: () => {},
    onQuit: () => {},
  }
  const updater = new DebUpdater(null, app)
  // Set by the constructor only when it makes Electron's own adapter (an internal field).
  Object.assign(updater, { httpExecutor: new NodeTransport() })
  updater.logger = null
  return { updater, cacheDir: path.join(dir, 'cache', 'device-registry-admin-updater') }
}
