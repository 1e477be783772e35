import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useT } from '../../i18n/use-t.ts'
import { locationFilter } from '../locations/location-options.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'

interface SurveyStartProps {
  busy: boolean
  onStart: (locationId: string) => void
}

/** Choosing the floor (or site) to survey: the locations that hold desks, grouped as the picker groups. */
export function SurveyStart({ busy, onStart }: SurveyStartProps) {
  const t = useT()
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
            label: t('survey.start.floor', { name: location.name, desks }),
            group: path.length === 0 ? t('survey.start.sites') : path.join(' › '),
          }
        }),
    [tree, t],
  )
  const filter = useMemo(() => locationFilter(t), [t])
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
      <Alert color="yellow" variant="light" role="note" title={t('survey.start.no-floors')}>
        {t('survey.start.no-hierarchy')}
      </Alert>
    )
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm">{t('survey.start.intro')}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (locationId) onStart(locationId)
        }}
      >
        <Group align="flex-end" gap="sm">
          <Select
            label={t('survey.start.location')}
            placeholder={t('survey.start.placeholder')}
            data={groups}
            value={locationId}
            onChange={setLocationId}
            searchable
            filter={filter}
            limit={8}
            withScrollArea={false}
            nothingFoundMessage={t('survey.start.nothing-found')}
            required
            w={380}
          />
          <Button type="submit" loading={busy} disabled={!locationId}>
            {t('survey.start.submit')}
          </Button>
        </Group>
      </form>
    </Stack>
  )
}
