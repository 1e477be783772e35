import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core'
import type { SurveyDesk } from '#shared/ipc/survey.ts'
import { visible } from '#shared/text/visible.ts'
import { VisibleText } from '../../app/VisibleText.tsx'

const STATUS = {
  done: { label: 'Done', color: 'teal' },
  skipped: { label: 'Skipped', color: 'orange' },
  open: { label: 'To do', color: 'gray' },
} as const

const ids = (devices: ReadonlyArray<{ serialId: string }>) =>
  devices.map((device) => device.serialId).join(', ')

interface DeskListProps {
  desks: readonly SurveyDesk[]
  currentDeskId: string | null
  onGoTo: (deskId: string) => void
}

/** The floor's desks in order, each with what it has paired and whether it is done; any can be taken up. */
export function DeskList({ desks, currentDeskId, onGoTo }: DeskListProps) {
  return (
    <Table striped highlightOnHover aria-label="Desks of the floor" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="22%">Desk</Table.Th>
          <Table.Th w="12%">Status</Table.Th>
          <Table.Th>Dock</Table.Th>
          <Table.Th>Monitors</Table.Th>
          <Table.Th w={120}>
            <VisuallyHidden>Action</VisuallyHidden>
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
                  {current ? ' (now)' : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={status.color} variant="light">
                  {status.label}
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
                    aria-label={`Go to ${visible(desk.label)}`}
                  >
                    Go to
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
