import { CloseButton, Group, NativeSelect, TextInput, type ComboboxItem } from '@mantine/core'
import { useMemo } from 'react'
// The layout table alone: the helper's checks (and zod with them) load with the register screen.
import { layouts } from '#shared/serial-id/layouts.ts'
import { filterFields, type FilterBarProps } from '../../app/filter-bar.ts'
import { useT } from '../../i18n/use-t.ts'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import type { DeviceFilter } from './device-model.ts'
import { kindLabel } from './type-label.ts'

interface DeviceFiltersProps extends FilterBarProps<DeviceFilter> {
  /** The service says which devices live in memory only. */
  knowsStored: boolean
}

/** Each select's share of the row's width, and its widest. */
const SELECTS = {
  type: { flex: '1 1 140px', maw: 240 },
  state: { flex: '1 1 140px', maw: 240 },
  source: { flex: '1 1 120px', maw: 180 },
}

/** Search, type, location (with the locations inside it, where the service nests them), state and source. */
export function DeviceFilters({ filter, onChange, knowsStored }: DeviceFiltersProps) {
  const t = useT()
  const field = filterFields({ filter, onChange })
  const { sources, types } = useMemo(
    () => ({
      sources: [
        { value: '', label: t('devices.filters.allSources') },
        { value: 'sensor', label: t('devices.source.sensor') },
        { value: 'admin', label: t('devices.source.admin') },
      ],
      types: [
        { value: '', label: t('devices.filters.allTypes') },
        ...Object.values(layouts).map((layout) => ({
          value: String(layout.deviceType),
          label: kindLabel(t, layout.kind),
        })),
      ],
    }),
    [t],
  )
  const states = [
    { value: 'all', label: t('devices.filters.allStates') },
    { value: 'paired', label: t('devices.state.paired') },
    { value: 'unpaired', label: t('devices.state.unpaired') },
    ...(knowsStored || filter.state === 'memory'
      ? [{ value: 'memory', label: t('devices.filters.memory') }]
      : []),
  ]
  const select = (name: keyof typeof SELECTS, label: string, data: ComboboxItem[]) => (
    <NativeSelect
      label={label}
      data={data}
      {...field(name)}
      style={{ flex: SELECTS[name].flex }}
      maw={SELECTS[name].maw}
    />
  )
  return (
    // One row from a 1000 px window up: the fields share the width (search gets twice the share).
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('devices.filters.search')}
        // The menu's Find (Ctrl+F, ⌘F) lands here.
        data-shortcut-target="device-search"
        placeholder={t('devices.filters.searchPlaceholder')}
        {...field('search')}
        rightSection={
          filter.search ? (
            <CloseButton
              aria-label={t('devices.filters.clearSearch')}
              size="sm"
              onClick={() => onChange({ ...filter, search: '' })}
            />
          ) : null
        }
        style={{ flex: '2 1 220px' }}
        maw={380}
      />
      {select('type', t('devices.column.type'), types)}
      <div style={{ flex: '1 1 180px', maxWidth: 280 }}>
        <LocationPicker
          label={t('devices.column.location')}
          emptyLabel={t('devices.filters.allLocations')}
          value={filter.locationId}
          onChange={(locationId) => onChange({ ...filter, locationId })}
        />
      </div>
      {select('state', t('devices.column.state'), states)}
      {select('source', t('devices.column.source'), sources)}
    </Group>
  )
}
