import { useMemo } from 'react'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { buildLocationTree, type LocationTree } from './location-tree.ts'

const NONE: never[] = []

/** The account's locations as a tree; listed: false when the service does not list them. */
export function useLocationTree(): { tree: LocationTree; listed: boolean } {
  const { locations } = useWorkspace()
  const data = locations.data
  const tree = useMemo(
    () => buildLocationTree(data?.supported ? data.locations : NONE, data?.hierarchy ?? false),
    [data],
  )
  return { tree, listed: data?.supported ?? false }
}
