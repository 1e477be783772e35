import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef } from 'react'
import type { SurveyState } from '#shared/ipc/survey.ts'
import { visible } from '#shared/text/visible.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import { ProposalItem, type ItemChoice } from './ProposalItem.tsx'

interface CurrentDeskProps {
  state: SurveyState
  choices: Record<string, ItemChoice>
  onChoose: (key: string, choice: ItemChoice) => void
  busy: boolean
  onConfirm: () => void
  onSkip: () => void
  onBack: () => void
  onUndo: () => void
  onReport: () => void
  /** What the last action did, said under the desk (announced). */
  outcome: { text: string; problems: string[] } | null
}

/**
 * The desk in hand: what to do now, what was plugged in, and its actions. The focus rests on Confirm,
 * so Enter confirms; s, b and u act from anywhere on the screen.
 */
export function CurrentDesk(props: CurrentDeskProps) {
  const { state, choices, onChoose, busy, outcome } = props
  const desk = state.desks.find((each) => each.id === state.currentDeskId)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const plugged = state.phase === 'plugged'
  // The focus goes to the desk's action when a desk comes up and when something is plugged in.
  useEffect(() => {
    confirmRef.current?.focus()
  }, [state.currentDeskId, plugged])
  const items = state.proposal?.items ?? []
  const label = desk?.label ?? ''
  const count = items.filter((item) => {
    const choice = choices[item.key]
    return choice ? choice.included && choice.serialId !== undefined : item.proposed
  }).length

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="region"
      aria-label={desk ? `Current desk: ${visible(label)}` : 'Survey complete'}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3}>{desk ? <VisibleText text={label} /> : 'Every desk is done'}</Title>
            <Text role="status" aria-live="polite" data-testid="survey-hint">
              <VisibleText text={state.hint} />
            </Text>
          </Stack>
          {desk && (
            <Text size="sm" c="dimmed">
              {`Has now: ${desk.paired.docks.length ? 'a dock' : 'no dock'}, ${desk.paired.monitors.length} ${desk.paired.monitors.length === 1 ? 'monitor' : 'monitors'}`}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {desk && (
            <Button
              ref={confirmRef}
              onClick={props.onConfirm}
              loading={busy}
              aria-keyshortcuts="Enter"
              // Kept focusable when there is nothing to confirm: pressed, it says so.
              aria-disabled={!plugged || count === 0 || undefined}
              variant={plugged && count > 0 ? 'filled' : 'light'}
            >
              {plugged
                ? `Confirm ${visible(label)}: ${count} ${count === 1 ? 'device' : 'devices'}`
                : `Confirm ${visible(label)}`}
            </Button>
          )}
          {desk && (
            <Button variant="default" onClick={props.onSkip} aria-keyshortcuts="S">
              Skip desk (s)
            </Button>
          )}
          <Button variant="default" onClick={props.onBack} aria-keyshortcuts="B">
            Back (b)
          </Button>
          {state.lastConfirmed && (
            <Button variant="default" onClick={props.onUndo} aria-keyshortcuts="U">
              {`Undo ${visible(state.lastConfirmed.label)} (u)`}
            </Button>
          )}
          {!desk && <Button onClick={props.onReport}>Open the report</Button>}
        </Group>
        {outcome && (
          <Alert
            color={outcome.problems.length ? 'red' : 'teal'}
            variant="light"
            role="status"
            data-testid="survey-outcome"
          >
            <Text size="sm">
              <VisibleText text={outcome.text} />
            </Text>
            {outcome.problems.length > 0 && (
              <List size="sm">
                {outcome.problems.map((problem) => (
                  <List.Item key={problem}>
                    <VisibleText text={problem} />
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {state.notices.length > 0 && (
          <Alert color="yellow" variant="light" role="note" title="What this PC cannot see">
            <List size="sm">
              {state.notices.map((notice) => (
                <List.Item key={notice.message}>
                  <VisibleText text={notice.message} />
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {desk && plugged && (
          <Stack gap="xs" aria-label={`Plugged in at ${visible(label)}`} role="list">
            {items.map((item) => (
              <div role="listitem" key={item.key}>
                <ProposalItem
                  item={item}
                  deskLabel={label}
                  choice={choices[item.key] ?? { serialId: item.serialId, included: item.proposed }}
                  onChange={(choice) => onChoose(item.key, choice)}
                />
              </div>
            ))}
          </Stack>
        )}
        {state.proposal && state.proposal.ignored.length > 0 && plugged && (
          <Text size="sm" c="dimmed">
            {`Not for a desk: ${state.proposal.ignored.map((each) => `${visible(each.name)} (${each.why})`).join('; ')}`}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
