/** How long a new key's secret waits in memory for "Use for a profile" while its dialog is open. */
export const HOLD_MS = 10 * 60 * 1000

/**
 * New keys' secrets, in this process's memory only, by key id: for handing one to a profile's keychain
 * entry without the window sending it back. Gone when used, when the dialog closes, or after HOLD_MS.
 */
export function createHeldSecrets(now: () => number = Date.now) {
  const held = new Map<string, { secret: string; until: number }>()
  const sweep = () => {
    for (const [keyId, entry] of held) if (entry.until <= now()) held.delete(keyId)
  }
  return {
    hold(keyId: string, secret: string): void {
      sweep()
      held.set(keyId, { secret, until: now() + HOLD_MS })
    },
    take(keyId: string): string | null {
      sweep()
      const entry = held.get(keyId)
      held.delete(keyId)
      return entry?.secret ?? null
    },
    peek(keyId: string): string | null {
      sweep()
      return held.get(keyId)?.secret ?? null
    },
    forget: (keyId: string): boolean => held.delete(keyId),
  }
}
export type HeldSecrets = ReturnType<typeof createHeldSecrets>
