import { Alert, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { BULK_FIELDS, type ColumnMapping as Mapping, type ImportFile } from '#shared/ipc/bulk.ts'

const LABELS: Record<(typeof BULK_FIELDS)[number], string> = {
  serialId: 'Serial id (whole)',
  type: 'Device type',
  bssid: 'BSSID (Wi-Fi)',
  mac: 'MAC address',
  kind: 'Adapter kind (NIC)',
  vendor: 'Vendor id',
  serial: 'Serial',
  product: 'USB product id',
  productCode: 'EDID product code',
  name: 'Name',
  ssid: 'SSID (a Wi-Fi device’s name)',
  info: 'Info',
  band: 'Band (a Wi-Fi device’s info)',
  location: 'Location (id or name)',
  account: 'Account id',
  wlanMac: 'Wi-Fi adapter MAC (a NIC of its own)',
  ethernetMac: 'Ethernet adapter MAC (a NIC of its own)',
  dockId: 'Dock serial id (a device of its own)',
  monitorId: 'Monitor serial id (a device of its own)',
}
const OPTIONS = [
  { value: 'ignore', label: 'Do not import' },
  ...BULK_FIELDS.map((field) => ({ value: field, label: LABELS[field] })),
]

interface ColumnMappingProps {
  file: ImportFile
  mapping: Mapping
  onChange: (mapping: Mapping) => void
  onDone: () => void
  onSave: (name: string) => void
}

/** Which field each column holds: known headers are found, the rest asked for (or left out); mappings saved by name. */
export function ColumnMapping({ file, mapping, onChange, onDone, onSave }: ColumnMappingProps) {
  const [name, setName] = useState('')
  return (
    <Stack gap="sm">
      {file.unmapped > 0 && (
        <Alert
          color="blue"
          variant="light"
          title="Some columns have headers the import does not know"
        >
          Say what they hold, or leave them out. A whole serial id, or a type with its parts (BSSID
          or MAC, vendor, serial, product), is enough; name, info and location are optional.
        </Alert>
      )}
      {file.savedMappings.length > 0 && (
        <Group gap="xs">
          <Text size="sm">Saved mappings:</Text>
          {file.savedMappings.map((saved) => (
            <Button
              key={saved.name}
              size="xs"
              variant={saved.fits ? 'light' : 'default'}
              title={
                saved.fits
                  ? 'Made for files with these columns'
                  : 'Made for other columns: only the ones this file has are used'
              }
              onClick={() => onChange(saved.mapping)}
            >
              Use “{saved.name}”
            </Button>
          ))}
        </Group>
      )}
      <Table aria-label="Columns" verticalSpacing={4} maw={1100}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in the file</Table.Th>
            <Table.Th>First values</Table.Th>
            <Table.Th w={260}>Imported as</Table.Th>
            <Table.Th>Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {file.columns.map((column, index) => (
            <Table.Tr key={index}>
              <Table.Td>{column.header || <Text c="dimmed">(no header)</Text>}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" truncate maw={300}>
                  {column.samples.join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Imported as, column ${column.header || index + 1}`}
                  data={OPTIONS}
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
                  {column.why}
                  {column.holds && ` It holds ${column.holds}.`}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="flex-end">
        <Button onClick={onDone}>Check the rows</Button>
        <TextInput
          size="xs"
          label="Save this mapping as"
          placeholder="e.g. Meraki BSSIDs"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="default"
          disabled={name.trim() === ''}
          onClick={() => {
            onSave(name.trim())
            setName('')
          }}
        >
          Save mapping
        </Button>
      </Group>
    </Stack>
  )
}
