import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core'
import type { SurveyDesk } from '#shared/ipc/survey.ts'
import { visible } from '#shared/text/visible.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../../i18n/use-t.ts'

const STATUS: Record<SurveyDesk['status'], { label: MessageId; color: string }> = {
  done: { label: 'survey.desks.status.done', color: 'teal' },
  skipped: { label: 'survey.desks.status.skipped', color: 'orange' },
  open: { label: 'survey.desks.status.open', color: 'gray' },
}

const ids = (devices: ReadonlyArray<{ serialId: string }>) =>
  devices.map((device) => device.serialId).join(', ')

interface DeskListProps {
  desks: readonly SurveyDesk[]
  currentDeskId: string | null
  onGoTo: (deskId: string) => void
}

/** The floor's desks in order, each with what it has paired and whether it is done; any can be taken up. */
export function DeskList({ desks, currentDeskId, onGoTo }: DeskListProps) {
  const t = useT()
  return (
    <Table striped highlightOnHover aria-label={t('survey.desks.label')} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="22%">{t('survey.desks.desk')}</Table.Th>
          <Table.Th w="12%">{t('survey.desks.status')}</Table.Th>
          <Table.Th>{t('survey.desks.dock')}</Table.Th>
          <Table.Th>{t('survey.desks.monitors')}</Table.Th>
          <Table.Th w={120}>
            <VisuallyHidden>{t('survey.desks.action')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {desks.map((desk) => {
          const current = desk.id === currentDeskId
          const status = STATUS[desk.status]
          return (
            <Table.Tr key={desk.id} aria-current={current ? 'true' : undefined}>
              <Table.Td>
                <Text size="sm" fw={current ? 700 : 400}>
                  <VisibleText text={desk.label} />
                  {current ? ` ${t('survey.desks.now')}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={status.color} variant="light">
                  {t(status.label)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="xs" ff="monospace">
                  <VisibleText text={ids(desk.paired.docks) || '—'} />
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="xs" ff="monospace">
                  <VisibleText text={ids(desk.paired.monitors) || '—'} />
                </Text>
              </Table.Td>
              <Table.Td>
                {!current && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => onGoTo(desk.id)}
                    aria-label={t('survey.desks.go-to-desk', { desk: visible(desk.label) })}
                  >
                    {t('survey.desks.go-to')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}
