import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

export interface ScryptParams {
  N: number
  r: number
  p: number
}

/** OWASP's recommendation for scrypt. */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 }
const KEY_LENGTH = 32
const SALT_BYTES = 16
/** Hashing at N=2^17 takes 128 MiB each: run few at once so many logins cannot exhaust memory. */
const MAX_CONCURRENT = 2

let running = 0
const waiting: (() => void)[] = []

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve))
  running += 1
  try {
    return await work()
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is below the 128 * N * r bytes that N=2^17 needs.
  const maxmem = 128 * params.N * params.r * params.p + 32 * 1024 * 1024
  return withSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url: the parameters travel with the hash. */
export async function hashPassword(
  password: string,
  params: ScryptParams = OWASP_SCRYPT,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, params)
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function burnPasswordCheck(password: string, params: ScryptParams): Promise<false> {
  await derive(password, randomBytes(SALT_BYTES), params)
  return false
}
