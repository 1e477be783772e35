import { Button, Group, List, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { SurveyReport } from '#shared/ipc/survey.ts'
import { useIntl } from 'react-intl'
import { VisibleText } from '../../app/VisibleText.tsx'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../../i18n/use-t.ts'

const STATUS: Record<SurveyReport['desks'][number]['status'], MessageId> = {
  done: 'survey.report.status.done',
  skipped: 'survey.report.status.skipped',
  open: 'survey.report.status.open',
}

interface SurveyReportDialogProps {
  report: SurveyReport | null
  onClose: () => void
  onExport: (report: SurveyReport) => void
  exporting: boolean
}

function Count({ label, value }: { label: string; value: number }) {
  const intl = useIntl()
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700}>
        {intl.formatNumber(value)}
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
  const t = useT()
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={
        report
          ? t('survey.report.title', { location: report.location.name })
          : t('survey.report.title-empty')
      }
      size="xl"
    >
      {report && (
        <Stack gap="md">
          <SimpleGrid cols={4}>
            <Count
              label={t('survey.report.done', { total: report.counts.total })}
              value={report.counts.done}
            />
            <Count label={t('survey.report.skipped')} value={report.counts.skipped} />
            <Count label={t('survey.report.without-dock')} value={report.counts.withoutDock} />
            <Count label={t('survey.report.moved')} value={report.counts.moved} />
          </SimpleGrid>
          <Table aria-label={t('survey.report.desks')} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="25%">{t('survey.desks.desk')}</Table.Th>
                <Table.Th w="15%">{t('survey.desks.status')}</Table.Th>
                <Table.Th>{t('survey.desks.dock')}</Table.Th>
                <Table.Th>{t('survey.desks.monitors')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.desks.map((desk) => (
                <Table.Tr key={desk.id}>
                  <Table.Td>
                    <VisibleText text={desk.label} />
                  </Table.Td>
                  <Table.Td>{t(STATUS[desk.status])}</Table.Td>
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
              <Text fw={600}>{t('survey.report.moved-title')}</Text>
              <List size="sm">
                {report.moved.map((device) => (
                  <List.Item key={device.serialId}>
                    <VisibleText
                      text={t('survey.report.moved-device', {
                        serialId: device.serialId,
                        name: device.name,
                        from: device.from,
                        to: device.to,
                      })}
                    />
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('survey.report.close')}
            </Button>
            <Button onClick={() => onExport(report)} loading={exporting}>
              {t('survey.report.export')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
