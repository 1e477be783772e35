import { Group, Select, TextInput } from '@mantine/core'
import { memo, useMemo } from 'react'
import { DEVICE_TYPES } from '#shared/api/common.ts'
import { ActivityActionSchema, type ActivityFilter } from '#shared/ipc/registry.ts'
import { useT } from '../../i18n/use-t.ts'
import { kindLabel } from '../devices/type-label.ts'
import { actionLabel } from './describe-entry.ts'

interface ActivityFiltersProps {
  filter: ActivityFilter
  onChange: (filter: ActivityFilter) => void
}

/**
 * Narrow the journal: words, the action, the device type, a serial id, and a date range. Memoised:
 * the screen re-renders as the list scrolls, and its Selects are not cheap to render again.
 */
export const ActivityFilters = memo(function ActivityFilters({
  filter,
  onChange,
}: ActivityFiltersProps) {
  const t = useT()
  const actions = useMemo(
    () =>
      ActivityActionSchema.options.map((action) => ({
        value: action,
        label: actionLabel(action, t),
      })),
    [t],
  )
  const types = useMemo(
    () =>
      Object.entries(DEVICE_TYPES).map(([kind, value]) => ({
        value: String(value),
        label: kindLabel(t, kind as keyof typeof DEVICE_TYPES),
      })),
    [t],
  )
  const set = (patch: Partial<ActivityFilter>) => {
    const next: ActivityFilter = { ...filter, ...patch }
    for (const key of Object.keys(next) as (keyof ActivityFilter)[])
      if (next[key] === undefined || next[key] === '') delete next[key]
    onChange(next)
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('activity.filters.search')}
        placeholder={t('activity.filters.search-hint')}
        value={filter.search ?? ''}
        onChange={(event) => set({ search: event.currentTarget.value || undefined })}
        flex="1 1 14rem"
      />
      <Select
        label={t('activity.filters.action')}
        placeholder={t('activity.filters.any-action')}
        data={actions}
        value={filter.actions?.[0] ?? null}
        onChange={(value) =>
          set({ actions: value ? [ActivityActionSchema.parse(value)] : undefined })
        }
        clearable
        w="10rem"
      />
      <Select
        label={t('activity.filters.type')}
        placeholder={t('activity.filters.any-type')}
        data={types}
        value={filter.deviceType === undefined ? null : String(filter.deviceType)}
        onChange={(value) => set({ deviceType: value ? Number(value) : undefined })}
        clearable
        w="11rem"
      />
      <TextInput
        label={t('activity.filters.device')}
        placeholder={t('activity.filters.device-hint')}
        value={filter.serialId ?? ''}
        onChange={(event) => set({ serialId: event.currentTarget.value.trim() || undefined })}
        w="14rem"
      />
      <DayInput
        label={t('activity.filters.from')}
        day={filter.since}
        onChange={(since) => set({ since })}
      />
      <DayInput
        label={t('activity.filters.to')}
        day={filter.until}
        onChange={(until) => set({ until })}
      />
    </Group>
  )
})

interface DayInputProps {
  label: string
  day: string | undefined
  onChange: (day: string | undefined) => void
}

/** One end of the date range: the browser's date field, undefined while it is empty. */
function DayInput({ label, day, onChange }: DayInputProps) {
  return (
    <TextInput
      type="date"
      label={label}
      value={day ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      w="10rem"
    />
  )
}
