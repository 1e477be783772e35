import { Button, Group, List, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { SurveyReport } from '#shared/ipc/survey.ts'
import { VisibleText } from '../../app/VisibleText.tsx'

interface SurveyReportDialogProps {
  report: SurveyReport | null
  onClose: () => void
  onExport: (report: SurveyReport) => void
  exporting: boolean
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  )
}

/** Where the floor stands: desks done, skipped, without a dock, devices moved; saved as CSV. */
export function SurveyReportDialog({
  report,
  onClose,
  onExport,
  exporting,
}: SurveyReportDialogProps) {
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={report ? `Report: ${report.location.name}` : 'Report'}
      size="xl"
    >
      {report && (
        <Stack gap="md">
          <SimpleGrid cols={4}>
            <Count label={`of ${report.counts.total} desks done`} value={report.counts.done} />
            <Count label="skipped" value={report.counts.skipped} />
            <Count label="without a dock" value={report.counts.withoutDock} />
            <Count label="devices moved" value={report.counts.moved} />
          </SimpleGrid>
          <Table aria-label="Desks" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="25%">Desk</Table.Th>
                <Table.Th w="15%">Status</Table.Th>
                <Table.Th>Dock</Table.Th>
                <Table.Th>Monitors</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.desks.map((desk) => (
                <Table.Tr key={desk.id}>
                  <Table.Td>
                    <VisibleText text={desk.label} />
                  </Table.Td>
                  <Table.Td>{desk.status === 'open' ? 'to do' : desk.status}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <VisibleText text={desk.dock || '—'} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <VisibleText text={desk.monitors.join(', ') || '—'} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {report.moved.length > 0 && (
            <Stack gap={4}>
              <Text fw={600}>Moved by the survey</Text>
              <List size="sm">
                {report.moved.map((device) => (
                  <List.Item key={device.serialId}>
                    <VisibleText
                      text={`${device.serialId} (${device.name}) from ${device.from} to ${device.to}`}
                    />
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onExport(report)} loading={exporting}>
              Export CSV
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
