import { Badge, Checkbox, Group, List, NativeSelect, Paper, Stack, Text } from '@mantine/core'
import type { SurveyItem } from '#shared/ipc/survey.ts'
import { visible } from '#shared/text/visible.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import type { MessageId } from '#shared/messages/catalog.ts'
import { said } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'
import { useSerialWords } from '../register/serial-words.ts'
import { SerialIdText } from '../devices/SerialIdText.tsx'
import { SerialWarnings } from '../register/SerialWarnings.tsx'
import { wordSurveyText } from './survey-words.ts'

export const ROLE_LABELS: Record<SurveyItem['role'], MessageId> = {
  dock: 'survey.item.role.dock',
  monitor: 'survey.item.role.monitor',
  adapter: 'survey.item.role.adapter',
  usb: 'survey.item.role.usb',
}

/** The id chosen for an item (undefined: none yet) and whether it goes in with the desk. */
export interface ItemChoice {
  serialId: string | undefined
  included: boolean
}

export function defaultChoice(item: SurveyItem): ItemChoice {
  return { serialId: item.serialId, included: item.proposed }
}

/** Where an item is registered now, as a badge (none when it is not known). */
const PLACEMENTS: Record<
  Exclude<SurveyItem['placement'], 'unknown'>,
  { color: string; label: MessageId }
> = {
  new: { color: 'gray', label: 'survey.item.new' },
  here: { color: 'teal', label: 'survey.item.here' },
  unpaired: { color: 'yellow', label: 'survey.item.unpaired' },
  elsewhere: { color: 'orange', label: 'survey.item.elsewhere' },
}

function Placement({ item }: { item: SurveyItem }) {
  const t = useT()
  if (item.placement === 'unknown') return null
  const { color, label } = PLACEMENTS[item.placement]
  const where = item.registered?.locationName ?? item.registered?.locationId ?? ''
  return (
    <Badge color={color} variant="light">
      {t(label, { where: visible(where) })}
    </Badge>
  )
}

interface ProposalItemProps {
  item: SurveyItem
  deskLabel: string
  choice: ItemChoice
  onChange: (choice: ItemChoice) => void
}

/** One thing plugged in: what it is, its exact id (or the choice), where it is now, and its notes. */
export function ProposalItem({ item, deskLabel, choice, onChange }: ProposalItemProps) {
  const t = useT()
  const words = useSerialWords()
  const role = t(ROLE_LABELS[item.role])
  const shown = choice.serialId ?? item.serialId
  const name = `${role} ${visible(shown ?? item.model)}`
  return (
    <Paper withBorder p="xs" radius="md" role="group" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Checkbox
              aria-label={t('survey.item.put-in', { name, desk: visible(deskLabel) })}
              checked={choice.included && choice.serialId !== undefined}
              disabled={choice.serialId === undefined}
              onChange={(event) => onChange({ ...choice, included: event.currentTarget.checked })}
            />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                {role}
                <Text span size="sm" fw={400} c="dimmed">
                  {' · '}
                  <VisibleText text={item.model} />
                  {item.where ? ` · ${item.where}` : ''}
                </Text>
              </Text>
              {shown !== undefined ? (
                <SerialIdText serialId={shown} />
              ) : (
                <Text size="sm">
                  {item.needsChoice ? t('survey.item.choose') : t('survey.item.no-id')}
                </Text>
              )}
            </Stack>
          </Group>
          <Placement item={item} />
        </Group>
        {item.options.length > 1 && (
          <NativeSelect
            size="xs"
            label={item.role === 'dock' ? t('survey.item.dock-id') : t('survey.item.which-id')}
            description={item.role === 'dock' ? t('survey.item.dock-id-hint') : undefined}
            value={choice.serialId ?? ''}
            onChange={(event) => {
              const serialId = event.currentTarget.value
              onChange(
                serialId === ''
                  ? { serialId: undefined, included: false }
                  : { serialId, included: true },
              )
            }}
            data={[
              ...(choice.serialId === undefined
                ? [{ value: '', label: t('survey.item.choose-option') }]
                : []),
              ...item.options.map((option) => ({
                value: option.serialId,
                label: `${visible(option.serialId)} — ${option.labelCode ? words.candidate({ ...option, labelCode: option.labelCode }) : visible(option.label)}`,
              })),
            ]}
            maw={640}
          />
        )}
        {item.notes.length > 0 && (
          <List size="sm" spacing={2}>
            {item.notes.map((note) => {
              const worded = wordSurveyText(t, note)
              return (
                <List.Item key={note.message} lang={worded.lang}>
                  <VisibleText text={worded.text} />
                </List.Item>
              )
            })}
          </List>
        )}
        <SerialWarnings
          warnings={item.warnings.filter((warning) => warning.code !== 'placeholder')}
        />
        {item.parts.length > 0 && (
          <details>
            <summary>
              <Text span size="sm">
                {t('survey.item.parts', { count: item.parts.length })}
              </Text>
            </summary>
            <List size="sm" spacing={2} mt={4}>
              {item.parts.map((part, index) => (
                <List.Item key={`${part.where ?? ''}-${index}`}>
                  <VisibleText text={part.name} />
                  {part.where ? ` (${part.where})` : ''}
                  {': '}
                  <VisibleText text={said(t, part.why)} />
                </List.Item>
              ))}
            </List>
          </details>
        )}
      </Stack>
    </Paper>
  )
}
