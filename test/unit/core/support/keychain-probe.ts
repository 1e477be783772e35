// Run as a child process by credentials.test.ts: tries the keychain and prints the error it gets.
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import { UserFacingError } from '#shared/errors.ts'

try {
  await createKeychainStore('dra-probe').set('probe', 'probe-secret-value')
  process.stdout.write(JSON.stringify({ code: 'none', message: 'stored' }))
} catch (error) {
  const code = error instanceof UserFacingError ? error.code : 'other'
  process.stdout.write(JSON.stringify({ code, message: (error as Error).message }))
}
