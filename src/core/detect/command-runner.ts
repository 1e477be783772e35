import { coded } from '#shared/coded-text.ts'
import { execFile } from 'node:child_process'
import { decodeText } from '#shared/serial-id/read.ts'
import { answeredNot, DetectError } from './types.ts'

/** A command a reader runs: the program, its arguments, and how it is named to people and in fixtures. */
export interface Command {
  file: string
  args: readonly string[]
  /** Short and stable: `netsh wlan show networks mode=bssid`, `powershell Get-NetAdapter`. */
  label: string
}

export interface CommandOutput {
  stdout: string
  stderr: string
  /** 0 when it succeeded. */
  code: number
}

/** Runs a command and returns what it printed; throws a DetectError when it cannot be run at all. */
export type CommandRunner = (command: Command) => Promise<CommandOutput>

const MAX_OUTPUT = 16 * 1024 * 1024

/** Text a tool printed: UTF-8, or the Windows code page a console tool may still use. */
function text(bytes: Buffer | string): string {
  return typeof bytes === 'string' ? bytes : decodeText(new Uint8Array(bytes)).text
}

/** The real runner: no shell, a time limit (the process is killed when it is reached), output as text. */
export function execRunner(timeoutMs: number): CommandRunner {
  return (command) =>
    new Promise((resolve, reject) => {
      execFile(
        command.file,
        [...command.args],
        { encoding: 'buffer', timeout: timeoutMs, maxBuffer: MAX_OUTPUT, windowsHide: true },
        (error, stdout, stderr) => {
          const failure = error as
            (NodeJS.ErrnoException & { killed?: boolean; signal?: string }) | null
          if (failure?.code === 'ENOENT')
            return reject(
              new DetectError(
                'unavailable',
                coded('detect.text.tool-missing', {
                  tool: command.file,
                }),
              ),
            )
          if (failure?.killed || failure?.signal === 'SIGTERM')
            return reject(new DetectError('timeout', answeredNot(command.label, timeoutMs)))
          if (failure && typeof failure.code !== 'number')
            return reject(
              new DetectError(
                'failed',
                coded('detect.text.tool-could-not-run', {
                  command: command.label,
                  error: failure.message,
                }),
              ),
            )
          resolve({
            stdout: text(stdout),
            stderr: text(stderr),
            code: typeof failure?.code === 'number' ? failure.code : 0,
          })
        },
      )
    })
}

/** The output of a command that must succeed: a failing exit says what the tool printed. */
export async function runOk(run: CommandRunner, command: Command): Promise<string> {
  const output = await run(command)
  if (output.code === 0) return output.stdout
  const said = (output.stderr.trim() || output.stdout.trim()).split(/\r?\n/)[0] ?? ''
  const values = { command: command.label, exit: String(output.code) }
  throw new DetectError(
    /permission|not permitted|denied|privilege/i.test(said) ? 'not-allowed' : 'failed',
    said
      ? coded('detect.text.tool-failed', {
          ...values,
          said,
        })
      : coded('detect.text.tool-failed-silent', values),
  )
}
