import { useCallback, useMemo, useSyncExternalStore } from 'react'

/**
 * UI state a screen keeps across screen changes and restarts (filters, sort, scroll): in the window's
 * localStorage, never a secret, per key (screen, profile, account). Values are checked on the way in
 * by the screen's own `read`, so a stale or hand-edited entry falls back to the defaults.
 */
const PREFIX = 'device-registry-admin:ui:'
/** The parsed value of each key's stored text, reused while the text is the same. */
const parsed = new Map<string, { text: string | null; value: unknown }>()
const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function load(key: string): unknown {
  const store = storage()
  const known = parsed.get(key)
  // Without storage (blocked), what was written this session.
  if (!store) return known?.value ?? null
  const text = store.getItem(PREFIX + key)
  if (known && known.text === text) return known.value
  let value: unknown
  try {
    value = JSON.parse(text ?? 'null')
  } catch {
    value = null
  }
  parsed.set(key, { text, value })
  return value
}

/** Reads a key's state through `read` (which checks it and fills in defaults). */
export function readUiState<T>(key: string, read: (stored: unknown) => T): T {
  return read(load(key))
}

/** Writes a key's state; `quiet`: no re-render (a scroll position, remembered as it changes). */
export function writeUiState(key: string, value: unknown, quiet = false): void {
  const text = JSON.stringify(value)
  try {
    storage()?.setItem(PREFIX + key, text)
  } catch {
    // Full or unavailable storage: the state lives for this session only.
  }
  parsed.set(key, { text, value })
  if (!quiet) for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** A key's state for a component, re-rendered when anyone writes it (loudly). */
export function useUiState<T>(key: string, read: (stored: unknown) => T): T {
  const snapshot = useCallback(() => load(key), [key])
  const stored = useSyncExternalStore(subscribe, snapshot)
  return useMemo(() => read(stored), [read, stored])
}
