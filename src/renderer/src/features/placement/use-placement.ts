import { useState } from 'react'
import { useServerQuery } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

/** Where the devices of one action go: a location, or unpaired as an explicit choice for this action. */
export interface Placement {
  /** '' while none is chosen. */
  locationId: string
  keepUnpaired: boolean
}

/** What the service is asked: the location, or null (with keepUnpaired) to leave devices unpaired. */
export function placementInput(placement: Placement) {
  const locationId = placement.keepUnpaired ? null : placement.locationId.trim() || null
  return { locationId, keepUnpaired: placement.keepUnpaired }
}

/** Neither a location nor the choice to keep unpaired: the action waits for one. */
export const undecided = (placement: Placement) =>
  !placement.keepUnpaired && placement.locationId.trim() === ''

/**
 * The placement of one action, starting at the location used last in this profile and account (the
 * journal in main keeps it), so every way in offers the same default; keeping unpaired is never a default.
 */
export function usePlacement() {
  const { accountId, owner } = useWorkspace()
  const last = useServerQuery('lastLocation', accountId === undefined ? {} : { accountId }, {
    owner,
  })
  const [chosen, setChosen] = useState<Placement | null>(null)
  const placement: Placement = chosen ?? {
    locationId: last.data?.locationId ?? '',
    keepUnpaired: false,
  }
  return {
    placement,
    setPlacement: setChosen,
    /** After an action: the next one starts from the location just used (main's new last one). */
    reset: () => setChosen(null),
  }
}
