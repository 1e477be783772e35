import type { Writable } from 'node:stream'
import { formatSize, InputTooLarge, readStream } from '../read-stream.ts'
import { askYesNo } from './confirm.ts'
import { commandError } from './errors.ts'

/** What the command line reads and writes; tests hand in their own. */
export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: Record<string, string | undefined>
  /** Reads a secret: a hidden prompt on a terminal, else all of standard input (one trailing newline dropped). */
  readSecret: (prompt: string) => Promise<string>
  /** Standard input as it arrives, for a command given `-` as its file. */
  stdin: () => AsyncIterable<Uint8Array>
  /** Standard error is a terminal: progress rewrites one line instead of printing one every few seconds. */
  stderrIsTerminal?: boolean
  /**
   * Keys as they are pressed, when standard input is a terminal (raw mode, until `close`); undefined
   * otherwise, and then a command reads lines from stdin().
   */
  keys?: () => { keys: AsyncIterable<string>; close: () => void } | undefined
  /**
   * Asks a yes/no question on the terminal, with how to answer it (`[y/N]`, in the command line's language);
   * undefined when there is no terminal to ask on.
   */
  confirm?: (question: string, answers?: string) => Promise<boolean>
}

/** Far more than any API key or password: a pipe that brings more is the wrong one. */
const SECRET_LIMIT = 64 << 10

async function readPipedSecret(input: AsyncIterable<Uint8Array>): Promise<string> {
  try {
    const bytes = await readStream(input, SECRET_LIMIT)
    return bytes.toString('utf8').replace(/\r?\n$/, '')
  } catch (error) {
    if (error instanceof InputTooLarge)
      throw commandError('invalid_input', 'cli.io.secret-too-large', {
        size: formatSize(error.limit),
      })
    throw error
  }
}

/** A prompt that does not echo what is typed. */
function promptHidden(prompt: string, input: NodeJS.ReadStream, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = ''
    output.write(prompt)
    input.setRawMode(true)
    input.resume()
    input.setEncoding('utf8')
    const done = (error?: Error) => {
      input.setRawMode(false)
      input.pause()
      input.off('data', onData)
      output.write('\n')
      if (error) reject(error)
      else resolve(typed)
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done()
        if (char === '\u0003') return done(commandError('internal', 'cli.io.cancelled'))
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else typed += char
      }
    }
    input.on('data', onData)
  })
}

export function nodeIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    readSecret: (prompt) =>
      process.stdin.isTTY
        ? promptHidden(prompt, process.stdin, process.stderr)
        : readPipedSecret(process.stdin),
    stdin: () => process.stdin,
    stderrIsTerminal: process.stderr.isTTY === true,
    keys: () => (process.stdin.isTTY ? rawKeys(process.stdin) : undefined),
    ...(process.stdin.isTTY && process.stderr.isTTY
      ? {
          confirm: (question: string, answers?: string) =>
            askYesNo(question, answers, process.stdin, process.stderr),
        }
      : {}),
  }
}

/** A terminal's keys one by one, without echo or Enter; close() gives the terminal back as it was. */
function rawKeys(input: NodeJS.ReadStream): { keys: AsyncIterable<string>; close: () => void } {
  input.setRawMode(true)
  input.setEncoding('utf8')
  input.resume()
  // Destroyed, not paused: a read still waiting for a key would keep the process alive.
  const close = () => {
    input.setRawMode(false)
    input.destroy()
  }
  return { keys: input as AsyncIterable<string>, close }
}
