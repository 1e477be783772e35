import { useCallback, useMemo, useState } from 'react'
import type { Device } from '#shared/api/devices.ts'

export interface Selection {
  selected: ReadonlySet<string>
  toggle: (serialId: string) => void
  setMany: (serialIds: readonly string[], select: boolean) => void
  clear: () => void
}

/** Selected serial ids; ids no longer in the list (after a reload) do not count as selected. */
export function useSelection(devices: readonly Device[]): Selection {
  const [raw, setRaw] = useState<ReadonlySet<string>>(() => new Set())

  const selected = useMemo(() => {
    if (raw.size === 0) return raw
    const present = new Set(devices.map((device) => device.serialId))
    const kept = [...raw].filter((serialId) => present.has(serialId))
    return kept.length === raw.size ? raw : new Set(kept)
  }, [raw, devices])

  const toggle = useCallback((serialId: string) => {
    setRaw((previous) => {
      const next = new Set(previous)
      if (next.has(serialId)) next.delete(serialId)
      else next.add(serialId)
      return next
    })
  }, [])
  const setMany = useCallback((serialIds: readonly string[], select: boolean) => {
    setRaw((previous) => {
      const next = new Set(previous)
      for (const serialId of serialIds) {
        if (select) next.add(serialId)
        else next.delete(serialId)
      }
      return next
    })
  }, [])
  const clear = useCallback(() => setRaw(new Set()), [])
  return useMemo(() => ({ selected, toggle, setMany, clear }), [selected, toggle, setMany, clear])
}
