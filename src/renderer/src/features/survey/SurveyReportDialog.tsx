import { Button, Group, List, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { SurveyReport } from '#shared/ipc/survey.ts'
import { useIntl } from 'react-intl'
import { VisibleText } from '../../app/VisibleText.tsx'
import { TableHead } from '../../app/TableHead.tsx'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../../i18n/use-t.ts'

const STATUS: Record<SurveyReport['desks'][number]['status'], MessageId> = {
  done: 'survey.report.status.done',
  skipped: 'survey.report.status.skipped',
  open: 'survey.report.status.open',
}

interface SurveyReportDialogProps {
  report: SurveyReport | null
  /** Shown before the survey ends: it asks, with the report, and ends it on its own button. */
  onEnd?: (() => void) | undefined
  onClose: () => void
  onExport: (report: SurveyReport) => void
  exporting: boolean
}

function Count({ label, value }: { label: string; value: number }) {
  const intl = useIntl()
  return (
    <Stack gap={0} data-testid="survey-count">
      <Text size="xl" fw={700}>
        {intl.formatNumber(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  )
}

/** Serial ids one to a line, each whole: never cut inside an id ("…;4516" / "6"). */
function SerialIds({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return '—'
  return (
    <Stack gap={0}>
      {ids.map((id) => (
        <Text key={id} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-serial-id>
          <VisibleText text={id} />
        </Text>
      ))}
    </Stack>
  )
}

/** Where the floor stands: desks done, skipped, without a dock, devices moved; saved as CSV. */
export function SurveyReportDialog({
  report,
  onEnd,
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
        !report
          ? t('survey.report.title-empty')
          : onEnd
            ? t('survey.end.title', { location: report.location.name })
            : t('survey.report.title', { location: report.location.name })
      }
      size="xl"
    >
      {report && (
        <Stack gap="md">
          {onEnd && (
            <Text size="sm" data-testid="survey-end-question">
              {t('survey.end.question', {
                open: report.desks.filter((d) => d.status === 'open').length,
              })}
            </Text>
          )}
          <SimpleGrid cols={4}>
            <Count
              label={t('survey.report.done', { total: report.counts.total })}
              value={report.counts.done}
            />
            <Count label={t('survey.report.skipped')} value={report.counts.skipped} />
            <Count label={t('survey.report.without-dock')} value={report.counts.withoutDock} />
            <Count label={t('survey.report.moved')} value={report.counts.moved} />
          </SimpleGrid>
          {/* Serial ids never wrap inside: the columns take their width, the box scrolls if it must. */}
          <Table.ScrollContainer minWidth={0}>
            <Table aria-label={t('survey.report.desks')}>
              <TableHead
                columns={[
                  'survey.desks.desk',
                  'survey.desks.status',
                  'survey.desks.dock',
                  'survey.desks.monitors',
                ]}
              />
              <Table.Tbody>
                {report.desks.map((desk) => (
                  <Table.Tr key={desk.id}>
                    <Table.Td>
                      <VisibleText text={desk.label} />
                    </Table.Td>
                    <Table.Td>{t(STATUS[desk.status])}</Table.Td>
                    <Table.Td>
                      <SerialIds ids={desk.dock ? [desk.dock] : []} />
                    </Table.Td>
                    <Table.Td>
                      <SerialIds ids={desk.monitors} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
              {t(onEnd ? 'survey.end.keep' : 'survey.report.close')}
            </Button>
            <Button
              variant={onEnd ? 'default' : 'filled'}
              onClick={() => onExport(report)}
              loading={exporting}
            >
              {t('survey.report.export')}
            </Button>
            {onEnd && (
              <Button color="red" onClick={onEnd}>
                {t('survey.end.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
