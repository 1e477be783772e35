import type { RendererError } from '#shared/ipc/contract.ts'

/** The text of an error the window reported: what a person copies into a support request. */
export function rendererErrorReport(error: RendererError, appVersion: string): string {
  const head = `${error.name}: ${error.message}`
  // A stack begins with the same head line in V8; it is not repeated.
  const stack = error.stack?.startsWith(head) ? error.stack.slice(head.length).trim() : error.stack
  const lines = [head]
  if (stack) lines.push(stack)
  if (error.componentStack) lines.push(`Component stack:\n${error.componentStack.trim()}`)
  lines.push(`App version ${appVersion}`)
  return lines.join('\n')
}
