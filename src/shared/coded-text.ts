import type { MessageId } from './messages/catalog.ts'
import { formatMessage, type MessageValues } from './messages/format.ts'

/**
 * A text made outside the window (the core, the service, the serial id helper) that the window puts into words
 * in its own language: a code from a closed list, the catalog message `id` that says it, and the values the
 * text names (data: ids, names, numbers, never words). `message` is the same text in English, for logs,
 * reports and what the command line prints with --json.
 */
export interface CodedText<Code extends string = string> {
  code: Code
  id?: MessageId
  values?: Record<string, string | number>
  message: string
}

/** A text the core said with a catalog message. */
export type SaidText<Code extends string = string> = CodedText<Code> & { id: MessageId }

/** The code a catalog id names: its last part ('activity.notice.waiting' → 'waiting'). */
export type CodeOf<Id extends string> = Id extends `${string}.${infer Rest}` ? CodeOf<Rest> : Id

/**
 * What the core says, written once: the catalog's message `id` (English and German in src/shared/messages)
 * with its values; the code is the id's last part unless given.
 */
export function coded<const Id extends MessageId, Code extends string = CodeOf<Id>>(
  id: Id,
  values?: MessageValues,
  code?: Code,
): CodedText<Code> & { id: Id } {
  return {
    code: code ?? (id.slice(id.lastIndexOf('.') + 1) as Code),
    id,
    ...(values === undefined ? {} : { values }),
    message: formatMessage('en', id, values),
  }
}

/** A coded text: its code, its values (only where it has any) and its English. */
export const codedText = <Code extends string>(
  code: Code,
  message: string,
  values?: CodedText['values'],
): CodedText<Code> => ({ code, ...(values === undefined ? {} : { values }), message })
