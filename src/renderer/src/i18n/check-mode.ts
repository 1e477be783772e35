/**
 * The completeness check's marks: with `device-registry-admin:i18n-check` set in local storage, every
 * message is wrapped in two invisible characters, so a test can find text on screen that no message made.
 */
export const MESSAGE_START = '\u2063'
export const MESSAGE_END = '\u2064'
const FLAG = 'device-registry-admin:i18n-check'

export function isCheckMode(): boolean {
  try {
    return window.localStorage.getItem(FLAG) === '1'
  } catch {
    return false
  }
}

export function markMessages(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, MESSAGE_START + text + MESSAGE_END]),
  )
}
