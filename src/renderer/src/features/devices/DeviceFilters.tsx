import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core'
import type { Location } from '../../../../shared/api/extensions.ts'
// The layout table alone: the helper's checks (and zod with them) load with the register screen.
import { layouts } from '../../../../shared/serial-id/layouts.ts'
import type { DeviceFilter } from './device-model.ts'

interface DeviceFiltersProps {
  filter: DeviceFilter
  onChange: (filter: DeviceFilter) => void
  /** Locations to filter by: the service's list, or the ids seen on devices where it has none. */
  locations: readonly Pick<Location, 'id' | 'name'>[]
}

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...Object.values(layouts).map((layout) => ({
    value: String(layout.deviceType),
    label: layout.label,
  })),
]

const STATE_OPTIONS = [
  { value: 'all', label: 'All states' },
  { value: 'paired', label: 'Paired' },
  { value: 'unpaired', label: 'Unpaired' },
]

export function DeviceFilters({ filter, onChange, locations }: DeviceFiltersProps) {
  const locationOptions = [
    { value: '', label: 'All locations' },
    ...locations.map((location) => ({ value: location.id, label: location.name })),
  ]
  return (
    // One row from a 1000 px window up: the fields share the width (search gets twice the share).
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        // The menu's Find (Ctrl+F, ⌘F) lands here.
        data-shortcut-target="device-search"
        placeholder="Serial id, name, info or location"
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
        style={{ flex: '2 1 200px' }}
        maw={360}
      />
      <NativeSelect
        label="Type"
        data={TYPE_OPTIONS}
        value={filter.type}
        onChange={(event) => onChange({ ...filter, type: event.currentTarget.value })}
        style={{ flex: '1 1 150px' }}
        maw={240}
      />
      <NativeSelect
        label="Location"
        data={locationOptions}
        value={filter.locationId}
        onChange={(event) => onChange({ ...filter, locationId: event.currentTarget.value })}
        style={{ flex: '1 1 150px' }}
        maw={240}
      />
      <NativeSelect
        label="State"
        data={STATE_OPTIONS}
        value={filter.state}
        onChange={(event) =>
          onChange({ ...filter, state: event.currentTarget.value as DeviceFilter['state'] })
        }
        style={{ flex: '1 1 150px' }}
        maw={240}
      />
    </Group>
  )
}
