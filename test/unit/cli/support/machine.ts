import type { CredentialStore } from '#core/credentials/credential-store.ts'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import type { CliIo } from '#cli/admin/io.ts'
import { runAdminCli } from '#cli/admin/run.ts'
import { tempDir, testKeychain, TEST_SCRYPT } from '../../core/support/fixtures.ts'

/** One command-line "machine": a profile folder and a keychain shared by every run, in this process. */
export async function machine(options: { credentials?: CredentialStore } = {}) {
  const configDir = await tempDir()
  const credentials = options.credentials ?? testKeychain()
  const deps = {
    credentials,
    embedded: (dataDir: string) => inProcessEmbeddedService(dataDir, { scryptParams: TEST_SCRYPT }),
  }
  async function run(
    argv: string[],
    options: { stdin?: string; env?: Record<string, string>; confirm?: boolean } = {},
  ) {
    let stdout = ''
    let stderr = ''
    const prompts: string[] = []
    const io: CliIo = {
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      env: options.env ?? {},
      readSecret: async (prompt) => {
        prompts.push(prompt)
        return options.stdin ?? ''
      },
      stdin: async function* () {
        if (options.stdin !== undefined) yield new TextEncoder().encode(options.stdin)
      },
      // A terminal that answers the confirmation as told; without `confirm` there is no terminal.
      ...(options.confirm === undefined
        ? {}
        : {
            confirm: async (question: string) => {
              prompts.push(question)
              return options.confirm === true
            },
          }),
    }
    const code = await runAdminCli([...argv, '--config-dir', configDir], io, deps)
    return { code, stdout, stderr, prompts }
  }
  return { configDir, credentials, run }
}
