import { createHash, randomBytes } from 'node:crypto'

/** A fresh secret: 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** The only form in which API key secrets and session tokens are stored or looked up. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url')
}
