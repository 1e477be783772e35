import { Button, Group, NativeSelect } from '@mantine/core'
import { RoleSchema } from '#shared/api/common.ts'
import { API_KEY_STATUSES, API_KEY_STATUS_LABELS } from '#shared/api-key-status.ts'
import { describeRole } from '../connection/describe.ts'
import { NO_KEY_FILTER, type ApiKeyFilter } from './api-key-model.ts'

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...API_KEY_STATUSES.map((status) => ({ value: status, label: API_KEY_STATUS_LABELS[status] })),
]
const ROLE_OPTIONS = [
  { value: 'all', label: 'All roles' },
  ...RoleSchema.options.map((role) => ({ value: role, label: describeRole(role) })),
]
const LAST_USE_OPTIONS = [
  { value: 'any', label: 'Any time or never' },
  { value: 'recent', label: 'Used within 90 days' },
  { value: 'unused', label: 'Unused for 90 days' },
]

interface ApiKeyFiltersProps {
  filter: ApiKeyFilter
  onChange: (filter: ApiKeyFilter) => void
  /** The service reports expiry and revocation; without it there is no status to filter by. */
  lifecycle: boolean
}

/** Status, role and last use; remembered per profile. */
export function ApiKeyFilters({ filter, onChange, lifecycle }: ApiKeyFiltersProps) {
  const filtered = filter.status !== 'all' || filter.role !== 'all' || filter.lastUse !== 'any'
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {(lifecycle || filter.status !== 'all') && (
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={filter.status}
          onChange={(event) =>
            onChange({ ...filter, status: event.currentTarget.value as ApiKeyFilter['status'] })
          }
          w={180}
        />
      )}
      <NativeSelect
        label="Role"
        data={ROLE_OPTIONS}
        value={filter.role}
        onChange={(event) =>
          onChange({ ...filter, role: event.currentTarget.value as ApiKeyFilter['role'] })
        }
        w={180}
      />
      <NativeSelect
        label="Last used"
        data={LAST_USE_OPTIONS}
        value={filter.lastUse}
        onChange={(event) =>
          onChange({ ...filter, lastUse: event.currentTarget.value as ApiKeyFilter['lastUse'] })
        }
        w={200}
      />
      {filtered && (
        <Button variant="subtle" onClick={() => onChange(NO_KEY_FILTER)}>
          Show all keys
        </Button>
      )}
    </Group>
  )
}
