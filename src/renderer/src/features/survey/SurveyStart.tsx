import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { filterLocations } from '../locations/location-options.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'

interface SurveyStartProps {
  busy: boolean
  onStart: (locationId: string) => void
}

/** Choosing the floor (or site) to survey: the locations that hold desks, grouped as the picker groups. */
export function SurveyStart({ busy, onStart }: SurveyStartProps) {
  const { tree, listed } = useLocationTree()
  const [locationId, setLocationId] = useState<string | null>(null)
  const floors = useMemo(
    () =>
      tree.ordered
        .filter((location) => tree.hasChildren(location.id))
        .map((location) => {
          const desks = [...tree.within(location.id)].filter((id) => !tree.hasChildren(id)).length
          const path = tree.ancestors(location.id).map((each) => each.name)
          return {
            value: location.id,
            label: `${location.name} (${desks} desks)`,
            group: path.length === 0 ? 'Sites' : path.join(' › '),
          }
        }),
    [tree],
  )
  const groups = useMemo(() => {
    const byGroup = new Map<string, { group: string; items: { value: string; label: string }[] }>()
    for (const { group, value, label } of floors) {
      const entry = byGroup.get(group) ?? { group, items: [] }
      entry.items.push({ value, label })
      byGroup.set(group, entry)
    }
    return [...byGroup.values()]
  }, [floors])

  if (!listed || !tree.hierarchy)
    return (
      <Alert color="yellow" variant="light" role="note" title="No floors to survey">
        This service does not say which locations are inside which, so the desks of a floor cannot
        be found. A survey needs them.
      </Alert>
    )
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm">
        Unplug the laptop from any dock and monitor first: what it has when the survey starts is its
        own (its baseline) and is never proposed for a desk. Then plug in at each desk and confirm
        it with Enter.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (locationId) onStart(locationId)
        }}
      >
        <Group align="flex-end" gap="sm">
          <Select
            label="Floor or site"
            placeholder="Type to search"
            data={groups}
            value={locationId}
            onChange={setLocationId}
            searchable
            filter={filterLocations}
            limit={8}
            withScrollArea={false}
            nothingFoundMessage="No floor matches these words"
            required
            w={380}
          />
          <Button type="submit" loading={busy} disabled={!locationId}>
            Start the survey
          </Button>
        </Group>
      </form>
    </Stack>
  )
}
