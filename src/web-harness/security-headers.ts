/**
 * The Content-Security-Policy of the renderer's page: its meta tag (src/renderer/index.html holds the
 * one copy of the policy), read from the built page.
 */
export function pagePolicy(html: string): string {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/\bhttp-equiv\s*=\s*"content-security-policy"/i.test(tag)) continue
    const policy = /\bcontent\s*=\s*"([^"]+)"/i.exec(tag)?.[1]?.trim()
    if (policy) return policy
  }
  throw new Error(
    'The built renderer page has no Content-Security-Policy meta tag. Restore it in src/renderer/index.html and rebuild (npm run web -- --rebuild).',
  )
}

/**
 * Sent with every answer of the harness. A meta CSP cannot carry frame-ancestors, so the header adds it
 * to the page's policy: no other origin may frame the app and reach its window.api.
 */
export function securityHeaders(policy: string): [string, string][] {
  return [
    ['content-security-policy', `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`],
    ['x-frame-options', 'DENY'],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'no-referrer'],
  ]
}
