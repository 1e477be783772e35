/**
 * A text made outside the window (main, the service, the serial id helper) that the window puts into words in
 * its own language: a code from a closed list and the values the text names (data: ids, names, numbers,
 * never words). `message` is the same text in English, for the command line, logs and reports.
 */
export interface CodedText<Code extends string = string> {
  code: Code
  values?: Record<string, string | number>
  message: string
}

/** A coded text: its code, its values (only where it has any) and its English. */
export const codedText = <Code extends string>(
  code: Code,
  message: string,
  values?: CodedText['values'],
): CodedText<Code> => ({ code, ...(values === undefined ? {} : { values }), message })
