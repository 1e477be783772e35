import { request } from 'node:http'
import { connect } from 'node:net'

export interface RawResult {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

/** A request with headers fetch refuses to set (Host, odd Content-Length); node:http sends them as given. */
export function rawRequest(
  url: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    const req = request(
      url + options.path,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** Bytes written straight to the socket; resolves with everything the server sent back. */
export function rawSocket(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes))
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('close', () => resolve(text))
    socket.on('error', reject)
  })
}
