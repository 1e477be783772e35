import type { MessageId } from '#shared/messages/catalog.ts'

// Message ids are checked at compile time in `formatMessage` and <FormattedMessage>.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}
