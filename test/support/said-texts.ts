import type { CodedText } from '#shared/coded-text.ts'
import { formatMessage } from '#shared/messages/format.ts'

/**
 * The texts the core said that name no catalog message, or whose English is not their message's: expect []
 * (formatting throws where a message lacks one of its values, in English or German).
 */
export function unsaid(texts: readonly CodedText[]): CodedText[] {
  return texts.filter((text) => {
    if (!text.id) return true
    formatMessage('de', text.id, text.values)
    return formatMessage('en', text.id, text.values) !== text.message
  })
}
