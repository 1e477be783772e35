/** What the technician asks for: confirm the desk (Enter), skip, back, undo, the report, quit. */
export type SurveyIntent = 'confirm' | 'skip' | 'back' | 'undo' | 'report' | 'quit'

const WORDS: Record<string, SurveyIntent> = {
  '': 'confirm',
  s: 'skip',
  skip: 'skip',
  b: 'back',
  back: 'back',
  u: 'undo',
  undo: 'undo',
  r: 'report',
  report: 'report',
  q: 'quit',
  quit: 'quit',
}

/** One line of standard input (a pipe, a script): an empty line is Enter. */
export const intentOfLine = (line: string): SurveyIntent | undefined =>
  WORDS[line.trim().toLowerCase()]

/** One key on a terminal: Enter, s, b, u, r, q; Ctrl-C and Ctrl-D quit. */
export function intentOfKey(key: string): SurveyIntent | undefined {
  if (key === '\r' || key === '\n') return 'confirm'
  if (key === '\u0003' || key === '\u0004') return 'quit'
  return key.length === 1 ? WORDS[key.toLowerCase()] : undefined
}

export type Input = { intent: SurveyIntent } | { unknown: string }

export interface Inputs {
  next(): Promise<IteratorResult<Input>>
  /** Stops reading: a read waiting for input ends (standard input is let go, a terminal restored). */
  close(): void
}

/**
 * The next of an iterator that close() may end while it waits (a stream destroyed under a pending read
 * rejects it): then it is the end.
 */
function closable<T>(source: AsyncIterator<T>, stop: () => void) {
  let closed = false
  return {
    async next(): Promise<IteratorResult<T>> {
      try {
        return closed ? { done: true, value: undefined } : await source.next()
      } catch (error) {
        if (closed) return { done: true, value: undefined }
        throw error
      }
    },
    close() {
      closed = true
      stop()
    },
  }
}

/** A stream (standard input) is destroyed to end a read waiting on it; return() alone would wait. */
const destroyer = (chunks: object) => () => {
  const stream = chunks as { destroy?: () => void }
  if (typeof stream.destroy === 'function') stream.destroy()
}

/** The lines of standard input as intents; the end of input ends them (a quit). */
export function linesOf(chunks: AsyncIterable<Uint8Array>): Inputs {
  const iterator = chunks[Symbol.asyncIterator]()
  const source = closable(iterator, () => {
    destroyer(chunks)()
    void iterator.return?.()
  })
  const decoder = new TextDecoder()
  const ready: string[] = []
  let buffer = ''
  let ended = false
  const input = (line: string): Input => {
    const intent = intentOfLine(line)
    return intent ? { intent } : { unknown: line }
  }
  return {
    async next() {
      while (ready.length === 0 && !ended) {
        const chunk = await source.next()
        if (chunk.done) {
          ended = true
          if (buffer !== '') ready.push(buffer)
          break
        }
        buffer += decoder.decode(chunk.value, { stream: true })
        const lines = buffer.split(/\r?\n/)
        buffer = lines.pop() ?? ''
        ready.push(...lines)
      }
      const line = ready.shift()
      return line === undefined
        ? { done: true, value: undefined }
        : { done: false, value: input(line) }
    },
    close: () => source.close(),
  }
}

/** Keys of a terminal (raw mode: a letter needs no Enter) as intents; other keys are passed over. */
export function keysOf(keys: AsyncIterable<string>, restore: () => void): Inputs {
  const source = closable(keys[Symbol.asyncIterator](), restore)
  const ready: SurveyIntent[] = []
  return {
    async next() {
      while (ready.length === 0) {
        const chunk = await source.next()
        if (chunk.done) return { done: true, value: undefined }
        for (const key of chunk.value) {
          const intent = intentOfKey(key)
          if (intent) ready.push(intent)
        }
      }
      return { done: false, value: { intent: ready.shift()! } }
    },
    close: () => source.close(),
  }
}
