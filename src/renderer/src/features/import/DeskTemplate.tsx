import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { Location } from '#shared/api/extensions.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useApi } from '../../api/api-context.tsx'
import { saveTextFile } from '../../api/save-file.ts'
import { callApi } from '../../api/call-api.ts'
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
  const api = useApi()
  const t = useT()
  const [locationId, setLocationId] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<IpcError | null>(null)
  const [saved, setSaved] = useState<{ count: number; path: string } | null>(null)
  if (locations && locations.every((location) => location.parentId === undefined)) return null

  const download = async () => {
    setBusy(true)
    setSaved(null)
    const result = await callApi(api, 'exportDeskTemplate', {
      locationId,
      ...(accountId === undefined ? {} : { accountId }),
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    const file = await saveTextFile(api, {
      suggestedName: result.value.fileName,
      content: result.value.content,
      kind: 'csv',
    })
    setError(file.error)
    if (file.saved) setSaved({ count: result.value.count, path: file.saved })
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={500}>{t('import.template.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('import.template.text')}
        </Text>
        {error && <ErrorAlert title={t('import.template.error')} error={error} />}
        <Group align="flex-end">
          <LocationPicker
            label={t('import.template.location')}
            value={locationId}
            onChange={setLocationId}
          />
          <Button
            variant="default"
            disabled={locationId === ''}
            loading={busy}
            onClick={() => void download()}
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
