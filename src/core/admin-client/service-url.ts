import { coded } from '#shared/coded-text.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import { isLoopbackHost } from '#shared/net/loopback.ts'
import { lacksScheme } from '#shared/net/service-url-suggestion.ts'

function invalid(text: ErrorText): UserFacingError {
  return new UserFacingError('validation_failed', text, [
    { path: 'baseUrl', message: text.message },
  ])
}

/**
 * The base URL a profile may use: http(s) only, no user info, and plain http only to a loopback host
 * unless the profile explicitly allows it. Returns the URL without a trailing slash.
 */
export function checkServiceUrl(baseUrl: string, allowInsecureHttp: boolean): URL {
  // Not quoted back: a secret pasted into the wrong field would land in a message.
  if (lacksScheme(baseUrl)) {
    throw invalid(coded('errors.text.url-no-scheme'))
  }
  let url: URL
  try {
    url = new URL(baseUrl.trim())
  } catch {
    // Not quoted back: a secret pasted into the wrong field would land in a message.
    throw invalid(coded('errors.text.url-invalid'))
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(coded('errors.text.url-scheme', { scheme: `${url.protocol}//` }))
  }
  if (url.username || url.password) {
    throw invalid(coded('errors.text.url-credentials'))
  }
  if (url.search || url.hash) {
    throw invalid(coded('errors.text.url-query'))
  }
  if (url.protocol === 'http:' && !allowInsecureHttp && !isLoopbackHost(url.hostname)) {
    throw invalid(coded('errors.text.url-plain-http', { host: url.host }))
  }
  url.pathname = url.pathname.replace(/\/+$/, '')
  return url
}
