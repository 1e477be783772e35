import { Group, Select, TextInput } from '@mantine/core'
import { memo } from 'react'
import { DEVICE_TYPES } from '#shared/api/common.ts'
import { ActivityActionSchema, type ActivityFilter } from '#shared/ipc/registry.ts'
import { layouts } from '#shared/serial-id/index.ts'
import { actionLabel } from './describe-entry.ts'

const ACTIONS = ActivityActionSchema.options.map((action) => ({
  value: action,
  label: actionLabel(action),
}))
const TYPES = Object.entries(DEVICE_TYPES).map(([kind, value]) => ({
  value: String(value),
  label: layouts[kind as keyof typeof DEVICE_TYPES].label,
}))

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
  const set = (patch: Partial<ActivityFilter>) => {
    const next: ActivityFilter = { ...filter, ...patch }
    for (const key of Object.keys(next) as (keyof ActivityFilter)[])
      if (next[key] === undefined || next[key] === '') delete next[key]
    onChange(next)
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Serial id, name, place or who"
        value={filter.search ?? ''}
        onChange={(event) => set({ search: event.currentTarget.value || undefined })}
        flex="1 1 14rem"
      />
      <Select
        label="Action"
        placeholder="Any action"
        data={ACTIONS}
        value={filter.actions?.[0] ?? null}
        onChange={(value) =>
          set({ actions: value ? [ActivityActionSchema.parse(value)] : undefined })
        }
        clearable
        w="10rem"
      />
      <Select
        label="Type"
        placeholder="Any type"
        data={TYPES}
        value={filter.deviceType === undefined ? null : String(filter.deviceType)}
        onChange={(value) => set({ deviceType: value ? Number(value) : undefined })}
        clearable
        w="11rem"
      />
      <TextInput
        label="Device"
        placeholder="Exact serial id"
        value={filter.serialId ?? ''}
        onChange={(event) => set({ serialId: event.currentTarget.value.trim() || undefined })}
        w="14rem"
      />
      <TextInput
        type="date"
        label="From"
        value={filter.since ?? ''}
        onChange={(event) => set({ since: event.currentTarget.value || undefined })}
        w="10rem"
      />
      <TextInput
        type="date"
        label="To"
        value={filter.until ?? ''}
        onChange={(event) => set({ until: event.currentTarget.value || undefined })}
        w="10rem"
      />
    </Group>
  )
})
