import { Paper, Stack, Text, Title } from '@mantine/core'
import type { DeviceTypeName } from '#shared/api/common.ts'
import { useT } from '../../i18n/use-t.ts'
import { AreaCheckbox } from './AreaCheckbox.tsx'
import { DetectedRowView } from './DetectedRowView.tsx'
import { kindLabel } from '../devices/type-label.ts'
import type { DetectedRow } from './use-detected-rows.ts'
import { visible } from '#shared/text/visible.ts'

const KINDS: readonly DeviceTypeName[] = ['monitor', 'usb', 'nic', 'router', 'wifi']

interface DeviceGroupsProps {
  rows: readonly DetectedRow[]
  onChange: (
    key: string,
    patch: { name?: string; info?: string; serialId?: string | undefined },
  ) => void
  onSelect: (keys: readonly string[], selected: boolean) => void
}

/** The found devices by type; Wi-Fi access points by network, so one click takes a whole Wi-Fi area. */
export function DeviceGroups({ rows, onChange, onSelect }: DeviceGroupsProps) {
  const t = useT()
  const rowViews = (group: readonly DetectedRow[], showSource: boolean) =>
    group.map((row) => (
      <DetectedRowView
        key={row.key}
        row={row}
        showSource={showSource}
        onChange={(patch) => onChange(row.key, patch)}
        onSelect={(selected) => onSelect([row.key], selected)}
      />
    ))
  return (
    <Stack gap="lg">
      {KINDS.map((kind) => {
        const group = rows.filter((row) => row.device.kind === kind)
        if (group.length === 0) return null
        const title = t('detect.groups.title', { kind: kindLabel(t, kind), count: group.length })
        const sources = new Set(group.map((row) => row.device.source))
        const views = (rows: readonly DetectedRow[]) => rowViews(rows, sources.size > 1)
        return (
          <Stack key={kind} gap="xs" component="section" aria-label={title}>
            <Title order={3} size="h4">
              {title}
            </Title>
            {sources.size === 1 && (
              <Text size="xs" c="dimmed" mt={-6}>
                {t('detect.row.read-from', { source: [...sources][0] ?? '' })}
              </Text>
            )}
            {kind === 'wifi' ? (
              <WifiAreas rows={group} rowViews={views} onSelect={onSelect} />
            ) : (
              <>
                {group.length > 1 && (
                  <AreaCheckbox
                    label={t('detect.groups.all', { count: group.length })}
                    rows={group}
                    onSelect={onSelect}
                  />
                )}
                {views(group)}
              </>
            )}
          </Stack>
        )
      })}
    </Stack>
  )
}

interface WifiAreasProps {
  rows: readonly DetectedRow[]
  rowViews: (rows: readonly DetectedRow[]) => React.ReactNode
  onSelect: (keys: readonly string[], selected: boolean) => void
}

function WifiAreas({ rows, rowViews, onSelect }: WifiAreasProps) {
  const t = useT()
  const ssids = [...new Set(rows.map((row) => row.device.name))]
  return ssids.map((ssid) => {
    const area = rows.filter((row) => row.device.name === ssid)
    // An SSID is anyone's to choose: control characters in it are shown as escapes.
    const name = ssid === '' ? t('detect.groups.hidden') : visible(ssid)
    return (
      <Paper key={ssid} withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
        <Stack gap="xs" role="group" aria-label={t('detect.groups.wifi-area', { name })}>
          {ssid === '' ? (
            <Text fw={500}>{name}</Text>
          ) : (
            <AreaCheckbox
              label={t('detect.groups.this-area', { name, count: area.length })}
              rows={area}
              onSelect={onSelect}
            />
          )}
          {rowViews(area)}
        </Stack>
      </Paper>
    )
  })
}
