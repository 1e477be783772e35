import { ipcEventNames } from '#shared/ipc/event-names.ts'
import { ipcMethods } from '#shared/ipc/methods.ts'

/**
 * The browser's stand-in for the preload: a classic same-origin script (the page's CSP allows no inline
 * script) that defines window.api with the contract's method names, each a POST to /api/<method>, and
 * on(event, listener) over one Server-Sent Events stream, for the contract's event names only.
 * The per-run token comes from a meta tag of the served page, which no other origin can read.
 * As with the preload, the events are heard before the first call is answered: main's notice of a change
 * sent while the stream was still connecting would be lost, and the window would miss it (a service
 * restart seen before the stream was open went unnoticed).
 */
export function clientScript(): string {
  return `(() => {
  'use strict'
  const meta = document.querySelector('meta[name="harness-token"]')
  const token = meta ? meta.getAttribute('content') : ''
  const methods = ${JSON.stringify(ipcMethods)}
  const stream = new EventSource('/__harness/events?token=' + encodeURIComponent(token))
  // A stream that fails (the harness gone) holds no call back: the call says so itself.
  const heard = new Promise((resolve) => {
    stream.addEventListener('open', resolve, { once: true })
    stream.addEventListener('error', resolve, { once: true })
  })
  const call = (method) => async (input) => {
    await heard
    let response
    try {
      response = await fetch('/api/' + method, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-harness-token': token },
        body: JSON.stringify(input === undefined ? {} : { input }),
      })
    } catch {
      return { ok: false, error: { code: 'transport', message: 'The web harness is not answering. Is it still running?' } }
    }
    if (!response.ok) {
      return { ok: false, error: { code: 'transport', message: 'The web harness refused the call (HTTP ' + response.status + ').' } }
    }
    return response.json()
  }
  const events = ${JSON.stringify(ipcEventNames)}
  const on = (event, listener) => {
    if (!events.includes(event)) throw new Error('There is no event "' + String(event) + '".')
    if (typeof listener !== 'function') throw new TypeError('The listener must be a function.')
    const forward = (message) => listener(JSON.parse(message.data))
    stream.addEventListener(event, forward)
    return () => stream.removeEventListener(event, forward)
  }
  const api = Object.fromEntries(methods.map((method) => [method, call(method)]))
  window.api = Object.freeze({ ...api, on })
})()
`
}
