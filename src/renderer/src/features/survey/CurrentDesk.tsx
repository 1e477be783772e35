import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { Fragment, useEffect, useRef } from 'react'
import type { SurveyState } from '#shared/ipc/survey.ts'
import { visible } from '#shared/text/visible.ts'
import { FormattedMessage } from 'react-intl'
import { VisibleText } from '../../app/VisibleText.tsx'
import { said, type Worded } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'
import { WordedText, wordSaid } from '../detect/passed-on.tsx'
import { ProposalItem, type ItemChoice } from './ProposalItem.tsx'
import { wordSurveyText } from './survey-words.ts'

/**
 * What the last action did, in the window's words, with what main said after it (`detail`), and each
 * problem (the service's English, or the window's own sentence).
 */
export type Outcome = {
  text: string
  detail?: Worded[]
  problems: Worded[]
  /** What to do first (Enter before plugging in): said in blue, and gone once something is plugged in. */
  hint?: true
} | null

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
  outcome: Outcome
}

/**
 * The desk in hand: what to do now, what was plugged in, and its actions. The focus rests on Confirm,
 * so Enter confirms; s, b and u act from anywhere on the screen.
 */
export function CurrentDesk(props: CurrentDeskProps) {
  const t = useT()
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
      aria-label={
        desk ? t('survey.desk.current', { desk: visible(label) }) : t('survey.desk.complete')
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3}>
              {desk ? <VisibleText text={label} /> : t('survey.desk.all-done')}
            </Title>
            <Text role="status" aria-live="polite" data-testid="survey-hint">
              <VisibleText text={said(t, state.hint)} />
            </Text>
          </Stack>
          {desk && (
            <Text size="sm" c="dimmed">
              {t('survey.desk.has-now', {
                dock: desk.paired.docks.length ? 'yes' : 'no',
                monitors: desk.paired.monitors.length,
              })}
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
                ? t('survey.desk.confirm-count', { desk: visible(label), count })
                : t('survey.desk.confirm', { desk: visible(label) })}
            </Button>
          )}
          {desk && (
            <Button variant="default" onClick={props.onSkip} aria-keyshortcuts="S">
              {t('survey.desk.skip')}
            </Button>
          )}
          <Button variant="default" onClick={props.onBack} aria-keyshortcuts="B">
            {t('survey.desk.back')}
          </Button>
          {state.lastConfirmed && (
            <Button variant="default" onClick={props.onUndo} aria-keyshortcuts="U">
              {t('survey.desk.undo', { desk: visible(state.lastConfirmed.label) })}
            </Button>
          )}
          {!desk && <Button onClick={props.onReport}>{t('survey.desk.open-report')}</Button>}
        </Group>
        {outcome && (
          <Alert
            color={outcome.problems.length ? 'red' : outcome.hint ? 'blue' : 'teal'}
            variant="light"
            role="status"
            data-testid="survey-outcome"
          >
            <Text size="sm">
              <VisibleText text={outcome.text} />
              {outcome.detail?.map((worded, index) => (
                <Fragment key={index}>
                  {' '}
                  <WordedText worded={worded} />
                </Fragment>
              ))}
            </Text>
            {outcome.problems.length > 0 && (
              <List size="sm">
                {outcome.problems.map((problem) => (
                  <List.Item key={problem.text} lang={problem.lang}>
                    <VisibleText text={problem.text} />
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {state.notices.length > 0 && (
          <Alert color="yellow" variant="light" role="note" title={t('survey.desk.cannot-see')}>
            <List size="sm">
              {state.notices.map((notice) => {
                const worded = wordSaid(t, notice)
                return (
                  <List.Item key={notice.message} lang={worded.lang}>
                    <VisibleText text={worded.text} />
                  </List.Item>
                )
              })}
            </List>
          </Alert>
        )}
        {desk && plugged && (
          <Stack
            gap="xs"
            aria-label={t('survey.desk.plugged-in', { desk: visible(label) })}
            role="list"
          >
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
            <FormattedMessage
              id={'survey.desk.ignored'}
              values={{
                list: state.proposal.ignored.map((each, index) => (
                  <Fragment key={index}>
                    {index > 0 && '; '}
                    <VisibleText text={each.name} />
                    {' ('}
                    <WordedText worded={wordSurveyText(t, each.why)} />
                    {')'}
                  </Fragment>
                )),
              }}
            />
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
