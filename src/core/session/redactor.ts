const MASK = '[redacted]'

/**
 * Remembers every secret this process handled (API keys, passwords, tokens) and masks them in text
 * that leaves main: log lines and error messages. A second line of defence; messages are built without
 * secrets in the first place.
 */
export function createRedactor() {
  const secrets = new Set<string>()
  return {
    add(secret: string): void {
      // Very short strings would mask ordinary words; secrets of the service are long.
      if (secret.length >= 6) secrets.add(secret)
    },
    redact(text: string): string {
      let out = text
      // Longest first: a secret that contains a shorter one is masked whole, not in part.
      const longestFirst = [...secrets].sort((a, b) => b.length - a.length)
      for (const secret of longestFirst) out = out.split(secret).join(MASK)
      return out
    },
  }
}
export type Redactor = ReturnType<typeof createRedactor>
