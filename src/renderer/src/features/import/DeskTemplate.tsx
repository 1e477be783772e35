import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { Location } from '#shared/api/extensions.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useSavedExport } from '../../api/saved-export.ts'
import { useT } from '../../i18n/use-t.ts'
import { LocationPicker } from '../locations/LocationPicker.tsx'

/**
 * A sheet of every desk under a site or floor, with columns for each desk's dock and monitors (the ids
 * paired there written in), to fill in on the floor and import back here.
 */
export function DeskTemplate({
  accountId,
  locations,
}: {
  accountId: string | undefined
  locations: readonly Location[] | undefined
}) {
  const t = useT()
  const [locationId, setLocationId] = useState('')
  const template = useSavedExport('exportDeskTemplate')
  if (locations && locations.every((location) => location.parentId === undefined)) return null

  const download = () =>
    template.mutate({ locationId, ...(accountId === undefined ? {} : { accountId }) })
  const saved = template.data?.path
    ? { count: template.data.count, path: template.data.path }
    : null

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={500}>{t('import.template.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('import.template.text')}
        </Text>
        {template.error && <ErrorAlert title={t('import.template.error')} error={template.error} />}
        <Group align="flex-end">
          <LocationPicker
            label={t('import.template.location')}
            value={locationId}
            onChange={setLocationId}
          />
          <Button
            variant="default"
            disabled={locationId === ''}
            loading={template.isPending}
            onClick={download}
          >
            {t('import.template.save')}
          </Button>
        </Group>
        {saved && (
          <Text size="sm" role="status">
            {t('import.template.saved', saved)}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
