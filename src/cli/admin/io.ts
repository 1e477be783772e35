import type { Readable, Writable } from 'node:stream'

/** What the command line reads and writes; tests hand in their own. */
export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: Record<string, string | undefined>
  /** Reads a secret: a hidden prompt on a terminal, else all of standard input (one trailing newline dropped). */
  readSecret: (prompt: string) => Promise<string>
}

async function readAll(input: Readable): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
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
        if (char === '\u0003') return done(new Error('Cancelled.'))
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
        : readAll(process.stdin),
  }
}
