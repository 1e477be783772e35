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
    throw invalid({
      code: 'url-no-scheme',
      message:
        'Start the service URL with https:// (or http:// for a service on this computer), like https://admin.example.com',
    })
  }
  let url: URL
  try {
    url = new URL(baseUrl.trim())
  } catch {
    // Not quoted back: a secret pasted into the wrong field would land in a message.
    throw invalid({
      code: 'url-invalid',
      message: 'This is not a URL; give the service URL, like https://admin.example.com',
    })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid({
      code: 'url-scheme',
      values: { scheme: `${url.protocol}//` },
      message: `The service URL must start with https:// (it starts with ${url.protocol}//)`,
    })
  }
  if (url.username || url.password) {
    throw invalid({
      code: 'url-credentials',
      message: 'Put no user name or password in the URL; sign in after saving the profile',
    })
  }
  if (url.search || url.hash) {
    throw invalid({
      code: 'url-query',
      message: 'The service URL takes no query (?…) or fragment (#…)',
    })
  }
  if (url.protocol === 'http:' && !allowInsecureHttp && !isLoopbackHost(url.hostname)) {
    throw invalid({
      code: 'url-plain-http',
      values: { host: url.host },
      message: `Plain http to ${url.host} would send your credentials unencrypted; use https, or allow plain HTTP for this profile if you must (the “Allow plain HTTP” box; --allow-insecure-http on the command line)`,
    })
  }
  url.pathname = url.pathname.replace(/\/+$/, '')
  return url
}
