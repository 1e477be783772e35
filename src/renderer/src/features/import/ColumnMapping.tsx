import { Alert, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import {
  IMPORT_FIELDS,
  type ImportField,
  type ColumnMapping as Mapping,
  type ImportFile,
} from '#shared/ipc/import.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { said } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'
import { wordWhy } from './coded-texts.ts'

const LABELS: Record<ImportField, MessageId> = {
  serialId: 'import.mapping.field.serialId',
  type: 'import.mapping.field.type',
  bssid: 'import.mapping.field.bssid',
  mac: 'import.mapping.field.mac',
  kind: 'import.mapping.field.kind',
  vendor: 'import.mapping.field.vendor',
  serial: 'import.mapping.field.serial',
  product: 'import.mapping.field.product',
  productCode: 'import.mapping.field.productCode',
  name: 'import.mapping.field.name',
  ssid: 'import.mapping.field.ssid',
  info: 'import.mapping.field.info',
  band: 'import.mapping.field.band',
  location: 'import.mapping.field.location',
  account: 'import.mapping.field.account',
  wlanMac: 'import.mapping.field.wlanMac',
  ethernetMac: 'import.mapping.field.ethernetMac',
  dockId: 'import.mapping.field.dockId',
  monitorId: 'import.mapping.field.monitorId',
}

interface ColumnMappingProps {
  file: ImportFile
  mapping: Mapping
  onChange: (mapping: Mapping) => void
  onDone: () => void
  /** Resolves true once saved: the mapping step says so. */
  onSave: (name: string) => Promise<boolean>
}

/** Which field each column holds: known headers are found, the rest asked for (or left out); mappings saved by name. */
export function ColumnMapping({ file, mapping, onChange, onDone, onSave }: ColumnMappingProps) {
  const [name, setName] = useState('')
  const [savedAs, setSavedAs] = useState<string | null>(null)
  const intl = useIntl()
  const t = useT()
  // One list for every column's select, made once per language.
  const options = useMemo(
    () => [
      { value: 'ignore', label: t('import.mapping.ignore') },
      ...IMPORT_FIELDS.map((field) => ({ value: field, label: t(LABELS[field]) })),
    ],
    [t],
  )
  return (
    <Stack gap="sm">
      {file.unmapped > 0 && (
        <Alert color="blue" variant="light" title={t('import.mapping.unknown')}>
          {t('import.mapping.unknown.text')}
        </Alert>
      )}
      {file.savedMappings.length > 0 && (
        <Group gap="xs">
          <Text size="sm">{t('import.mapping.saved')}</Text>
          {file.savedMappings.map((saved) => (
            <Button
              key={saved.name}
              size="xs"
              variant={saved.fits ? 'light' : 'default'}
              title={saved.fits ? t('import.mapping.saved.fits') : t('import.mapping.saved.other')}
              onClick={() => onChange(saved.mapping)}
            >
              {t('import.mapping.saved.use', { name: saved.name })}
            </Button>
          ))}
        </Group>
      )}
      <Table aria-label={t('import.mapping.table')} verticalSpacing={4} maw={1100}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.mapping.column')}</Table.Th>
            <Table.Th>{t('import.mapping.samples')}</Table.Th>
            <Table.Th w={260}>{t('import.mapping.imported-as')}</Table.Th>
            <Table.Th>{t('import.mapping.why')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {file.columns.map((column, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                {column.header || <Text c="dimmed">{t('import.mapping.no-header')}</Text>}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" truncate maw={300}>
                  {column.samples.join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('import.mapping.imported-as.column', {
                    column: column.header || index + 1,
                  })}
                  data={options}
                  value={mapping[index] ?? 'ignore'}
                  allowDeselect={false}
                  onChange={(value) =>
                    onChange(
                      mapping.map((field, i) =>
                        i === index ? ((value ?? 'ignore') as Mapping[number]) : field,
                      ),
                    )
                  }
                />
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {column.why && wordWhy(t, column.why)}
                  {column.holds && ' '}
                  {column.holds &&
                    intl.formatMessage(
                      { id: 'import.mapping.holds' },
                      { holds: said(t, column.holds) },
                    )}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="flex-end">
        <Button onClick={onDone}>{t('import.mapping.check')}</Button>
        <TextInput
          size="xs"
          label={t('import.mapping.save-as')}
          placeholder={t('import.mapping.save-as.placeholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="default"
          disabled={name.trim() === ''}
          onClick={() => {
            const chosen = name.trim()
            void onSave(chosen).then((saved) => {
              if (!saved) return
              setSavedAs(chosen)
              setName('')
            })
          }}
        >
          {t('import.mapping.save')}
        </Button>
      </Group>
      {savedAs !== null && (
        <Text size="sm" c="teal" role="status" data-testid="mapping-saved">
          {t('import.mapping.saved-as', { name: savedAs })}
        </Text>
      )}
    </Stack>
  )
}
