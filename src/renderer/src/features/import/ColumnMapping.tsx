import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core'
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
}

/** Which field each column holds: known headers are found, the rest asked for (or left out). */
export function ColumnMapping({ file, mapping, onChange, onDone }: ColumnMappingProps) {
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
      <Table aria-label="Columns" verticalSpacing={4} maw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in the file</Table.Th>
            <Table.Th>First values</Table.Th>
            <Table.Th w={260}>Imported as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {file.columns.map((column, index) => (
            <Table.Tr key={index}>
              <Table.Td>{column.header || <Text c="dimmed">(no header)</Text>}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" truncate maw={340}>
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button onClick={onDone}>Check the rows</Button>
      </Group>
    </Stack>
  )
}
