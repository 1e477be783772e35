import { Button, Group, NativeSelect } from '@mantine/core'
import { RoleSchema } from '#shared/api/common.ts'
import { API_KEY_STATUSES } from '#shared/api-key-status.ts'
import { useIntl } from 'react-intl'
import { matchLocale, type Locale } from '#shared/messages/locales.ts'
import { filterFields, type FilterBarProps } from '../../app/filter-bar.ts'
import { useT } from '../../i18n/use-t.ts'
import { ROLE_LABELS } from '../connection/describe.ts'
import { NO_KEY_FILTER, type ApiKeyFilter } from './api-key-model.ts'
import { STATUS_LABELS } from './ApiKeyStatusBadge.tsx'

/** Each select as wide as its longest choice in the language ("Mandantenadministrator"). */
const WIDTHS: Record<Locale, { status: number; role: number; lastUse: number }> = {
  en: { status: 180, role: 180, lastUse: 200 },
  de: { status: 180, role: 230, lastUse: 240 },
}

interface ApiKeyFiltersProps extends FilterBarProps<ApiKeyFilter> {
  /** The service reports expiry and revocation; without it there is no status to filter by. */
  lifecycle: boolean
}

/** Status, role and last use; remembered per profile. */
export function ApiKeyFilters({ filter, onChange, lifecycle }: ApiKeyFiltersProps) {
  const t = useT()
  const field = filterFields({ filter, onChange })
  const widths = WIDTHS[matchLocale([useIntl().locale])]
  const filtered = filter.status !== 'all' || filter.role !== 'all' || filter.lastUse !== 'any'
  const statusOptions = [
    { value: 'all', label: t('api-keys.filter.all-statuses') },
    ...API_KEY_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) })),
  ]
  const roleOptions = [
    { value: 'all', label: t('api-keys.filter.all-roles') },
    ...RoleSchema.options.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) })),
  ]
  const lastUseOptions = [
    { value: 'any', label: t('api-keys.filter.any-time') },
    { value: 'recent', label: t('api-keys.filter.recent') },
    { value: 'unused', label: t('api-keys.filter.unused') },
  ]
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {(lifecycle || filter.status !== 'all') && (
        <NativeSelect
          label={t('api-keys.filter.status')}
          data={statusOptions}
          {...field('status')}
          w={widths.status}
        />
      )}
      <NativeSelect
        label={t('api-keys.filter.role')}
        data={roleOptions}
        {...field('role')}
        w={widths.role}
      />
      <NativeSelect
        label={t('api-keys.filter.last-used')}
        data={lastUseOptions}
        {...field('lastUse')}
        w={widths.lastUse}
      />
      {filtered && (
        <Button variant="subtle" onClick={() => onChange(NO_KEY_FILTER)}>
          {t('api-keys.filter.show-all')}
        </Button>
      )}
    </Group>
  )
}
