import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core'
// The layout table alone: the helper's checks (and zod with them) load with the register screen.
import { layouts } from '#shared/serial-id/layouts.ts'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import type { DeviceFilter } from './device-model.ts'

interface DeviceFiltersProps {
  filter: DeviceFilter
  onChange: (filter: DeviceFilter) => void
  /** The service says which devices live in memory only. */
  knowsStored: boolean
}

const SOURCE_OPTIONS = [
  { value: '', label: 'All sources' },
  { value: 'sensor', label: 'Sensor' },
  { value: 'admin', label: 'Registered' },
]

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...Object.values(layouts).map((layout) => ({
    value: String(layout.deviceType),
    label: layout.label,
  })),
]

/** Search, type, location (with the locations inside it, where the service nests them), state and source. */
export function DeviceFilters({ filter, onChange, knowsStored }: DeviceFiltersProps) {
  const states = [
    { value: 'all', label: 'All states' },
    { value: 'paired', label: 'Paired' },
    { value: 'unpaired', label: 'Unpaired' },
    ...(knowsStored || filter.state === 'memory'
      ? [{ value: 'memory', label: 'Not saved (memory only)' }]
      : []),
  ]
  return (
    // One row from a 1000 px window up: the fields share the width (search gets twice the share).
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        // The menu's Find (Ctrl+F, ⌘F) lands here.
        data-shortcut-target="device-search"
        placeholder="Serial id or MAC in any form, name, info, location words"
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        rightSection={
          filter.search ? (
            <CloseButton
              aria-label="Clear search"
              size="sm"
              onClick={() => onChange({ ...filter, search: '' })}
            />
          ) : null
        }
        style={{ flex: '2 1 220px' }}
        maw={380}
      />
      <NativeSelect
        label="Type"
        data={TYPE_OPTIONS}
        value={filter.type}
        onChange={(event) => onChange({ ...filter, type: event.currentTarget.value })}
        style={{ flex: '1 1 140px' }}
        maw={240}
      />
      <div style={{ flex: '1 1 180px', maxWidth: 280 }}>
        <LocationPicker
          label="Location"
          emptyLabel="All locations"
          value={filter.locationId}
          onChange={(locationId) => onChange({ ...filter, locationId })}
        />
      </div>
      <NativeSelect
        label="State"
        data={states}
        value={filter.state}
        onChange={(event) =>
          onChange({ ...filter, state: event.currentTarget.value as DeviceFilter['state'] })
        }
        style={{ flex: '1 1 140px' }}
        maw={240}
      />
      <NativeSelect
        label="Source"
        data={SOURCE_OPTIONS}
        value={filter.source}
        onChange={(event) =>
          onChange({ ...filter, source: event.currentTarget.value as DeviceFilter['source'] })
        }
        style={{ flex: '1 1 120px' }}
        maw={180}
      />
    </Group>
  )
}
