import {
  Alert,
  Button,
  Center,
  Group,
  List,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { PutResult } from '#shared/ipc/registry.ts'
import type { SurveyReport, SurveyState } from '#shared/ipc/survey.ts'
import { visible } from '#shared/text/visible.ts'
import { useApi } from '../../api/api-context.tsx'
import { saveTextFile } from '../../api/save-file.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { VisibleText } from '../../app/VisibleText.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { said } from '../../i18n/coded.ts'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { NotLookedUp } from '../detect/MachineNotes.tsx'
import { putError } from '../detect/put-words.ts'
import { kindLabel } from '../devices/type-label.ts'
import { CurrentDesk, type Outcome } from './CurrentDesk.tsx'
import { DeskList } from './DeskList.tsx'
import type { ItemChoice } from './ProposalItem.tsx'
import { SurveyReportDialog } from './SurveyReportDialog.tsx'
import { SurveyStart } from './SurveyStart.tsx'
import { wordSurveyText } from './survey-words.ts'
import { DETECT_EVERY_MS, useSurvey } from './use-survey.ts'

/** What one confirmation did, in a sentence, and each device that did not go in. */
function confirmed(
  t: Translate,
  label: string,
  results: readonly PutResult[],
): NonNullable<Outcome> {
  const failed = results.filter((result) => result.error || result.pairError)
  const created = results.filter((result) => result.outcome === 'created').length
  const moved = results.filter(
    (result) => result.pairing === 'paired' && typeof result.before?.locationId === 'string',
  ).length
  const done = results.length - failed.length
  return {
    text: t('survey.outcome.confirmed', {
      desk: label,
      done,
      total: results.length,
      created,
      moved,
    }),
    problems: failed.map((result) => {
      const why = putError(t, result) ?? {
        text: result.pairError?.message ?? '',
        lang: 'en' as const,
      }
      return { ...why, text: `${result.serialId}: ${why.text}` }
    }),
  }
}

/** The choices made on the desk, as the confirmation sends them: only where they differ from the proposal. */
function choicesOf(state: SurveyState, choices: Record<string, ItemChoice>) {
  return (state.proposal?.items ?? []).flatMap((item) => {
    const choice = choices[item.key]
    if (!choice) return []
    const included = choice.included && choice.serialId !== undefined
    if (!included) return item.proposed ? [{ key: item.key, serialId: null }] : []
    return choice.serialId !== item.serialId || !item.proposed
      ? [{ key: item.key, serialId: choice.serialId ?? null }]
      : []
  })
}

/** Where a letter typed is text, not a survey key. */
const typing = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** Where Enter already does something of its own (a button, a link, a summary that opens). */
const INTERACTIVE = 'button, a[href], summary, [role="button"], [role="option"], [role="combobox"]'
const ownEnter = (target: EventTarget) =>
  target instanceof HTMLElement && target.closest(INTERACTIVE) !== null

/**
 * Provisioning a floor desk by desk: plug the laptop in at a desk, what arrived is proposed for it, one
 * confirmation (Enter) puts it in and pairs it; the survey then waits for the unplug and the next desk.
 */
export function SurveyScreen() {
  const t = useT()
  const intl = useIntl()
  const api = useApi()
  const { accountId } = useWorkspace()
  const survey = useSurvey()
  const state = survey.state.data
  const [choices, setChoices] = useState<{
    deskId: string | null
    byKey: Record<string, ItemChoice>
  }>({
    deskId: null,
    byKey: {},
  })
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [report, setReport] = useState<SurveyReport | null>(null)
  // The report is shown before the survey ends, asking: End survey never goes straight back to the start.
  const [ending, setEnding] = useState(false)
  const [exporting, setExporting] = useState(false)
  // Choices belong to the desk they were made at.
  const byKey = choices.deskId === state?.currentDeskId ? choices.byKey : {}
  const label = (id: string | null | undefined) =>
    state?.desks.find((desk) => desk.id === id)?.label ?? ''

  const confirm = async () => {
    if (!state?.currentDeskId) return
    const deskLabel = label(state.currentDeskId)
    if (state.phase !== 'plugged' || !state.proposal) {
      // What to do first, not a result: it goes once something is plugged in.
      setOutcome({ text: said(t, state.hint), problems: [], hint: true })
      return
    }
    const answer = await survey.confirm({
      deskId: state.currentDeskId,
      revision: state.proposal.revision,
      choices: choicesOf(state, byKey),
    })
    if (answer) setOutcome(confirmed(t, visible(deskLabel), answer.results))
  }
  const skip = async () => {
    const deskLabel = label(state?.currentDeskId)
    if (await survey.skip())
      setOutcome({ text: t('survey.outcome.skipped', { desk: deskLabel }), problems: [] })
  }
  const back = async () => {
    if (await survey.back()) setOutcome(null)
  }
  const undo = async () => {
    const answer = await survey.undo()
    if (answer)
      setOutcome({
        text: t('survey.outcome.undid', { desk: label(answer.deskId) }),
        detail: answer.messages.map((message) => wordSurveyText(t, message)),
        problems:
          answer.failed > 0
            ? [{ text: t('survey.outcome.undo-failed', { count: answer.failed }) }]
            : [],
      })
  }
  const openReport = async () => setReport(await survey.report())
  const askToEnd = async () => {
    const shown = await survey.report()
    if (!shown) return
    setEnding(true)
    setReport(shown)
  }
  const closeReport = () => {
    setReport(null)
    setEnding(false)
  }
  const end = async () => {
    closeReport()
    setOutcome(null)
    await survey.end()
  }
  const exportReport = async (shown: SurveyReport) => {
    setExporting(true)
    const saved = await saveTextFile(api, {
      suggestedName: shown.fileName,
      content: shown.csv,
      kind: 'csv',
    })
    setExporting(false)
    if (saved.saved)
      setOutcome({ text: t('survey.outcome.saved', { path: saved.saved }), problems: [] })
  }

  // Keys act from anywhere on the screen (or with nothing focused), never from the menu or a dialog.
  const screenRef = useRef<HTMLDivElement>(null)
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!state || report || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target
    const onScreen =
      target === document.body ||
      (target instanceof Node && screenRef.current?.contains(target) === true)
    if (!onScreen || event.defaultPrevented || typing(target ?? document.body)) return
    const key = event.key.toLowerCase()
    if (key === 'enter' && !ownEnter(target ?? document.body)) void confirm()
    else if (key === 's' && state.currentDeskId) void skip()
    else if (key === 'b') void back()
    else if (key === 'u' && state.lastConfirmed) void undo()
    else return
    event.preventDefault()
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [])

  return (
    <Stack gap="md" maw={1200} ref={screenRef}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('survey.screen.title')}</Title>
          {state && (
            <Text size="sm" c="dimmed">
              <VisibleText text={t('survey.screen.intro', { location: state.location.name })} />
            </Text>
          )}
        </Stack>
        {state && (
          <Group gap="xs">
            <Button variant="default" onClick={() => void openReport()}>
              {t('survey.screen.report')}
            </Button>
            <Button
              variant="default"
              onClick={() => void survey.rebaseline()}
              title={t('survey.screen.rebaseline-hint')}
            >
              {t('survey.screen.rebaseline')}
            </Button>
            <Button variant="default" color="red" onClick={() => void askToEnd()}>
              {t('survey.screen.end')}
            </Button>
          </Group>
        )}
      </Group>
      {survey.error && (
        <ErrorAlert
          error={survey.error}
          title={t('survey.screen.failed')}
          onClose={survey.clearError}
        />
      )}
      {survey.state.error && (
        <ErrorAlert error={survey.state.error} title={t('survey.screen.detect-failed')} />
      )}
      {survey.state.isLoading && (
        <Center mt="xl">
          <Loader role="status" aria-label={t('survey.screen.loading')} />
        </Center>
      )}
      {state === null && (
        <SurveyStart
          busy={survey.pending === 'surveyStart'}
          onStart={(locationId) => void survey.start(locationId, accountId)}
        />
      )}
      {state && (
        <>
          <Stack gap={4}>
            <Text fw={600} data-testid="survey-progress">
              {t('survey.screen.progress', state.progress)}
            </Text>
            <Progress
              value={state.progress.total ? (100 * state.progress.done) / state.progress.total : 0}
              aria-label={t('survey.screen.progress', state.progress)}
            />
          </Stack>
          {state.machine.note && (
            <Alert
              color="blue"
              variant="light"
              title={t('survey.screen.other-machine')}
              role="note"
            >
              <VisibleText text={said(t, state.machine.note)} />
            </Alert>
          )}
          {state.baseline.warnings.length > 0 && (
            <Alert color="yellow" variant="light" role="note" title={t('survey.screen.baseline')}>
              <List size="sm">
                {state.baseline.warnings.map((warning) => (
                  <List.Item key={warning.message}>
                    <VisibleText text={said(t, warning)} />
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {!state.registry.checked && state.registry.message && (
            <Alert color="yellow" variant="light" role="note">
              <NotLookedUp registry={state.registry} />
            </Alert>
          )}
          <CurrentDesk
            state={state}
            choices={byKey}
            onChoose={(key, choice) =>
              setChoices({ deskId: state.currentDeskId, byKey: { ...byKey, [key]: choice } })
            }
            busy={survey.pending === 'surveyConfirm'}
            onConfirm={() => void confirm()}
            onSkip={() => void skip()}
            onBack={() => void back()}
            onUndo={() => void undo()}
            onReport={() => void openReport()}
            outcome={outcome?.hint && state.phase === 'plugged' ? null : outcome}
          />
          <DeskList
            desks={state.desks}
            currentDeskId={state.currentDeskId}
            onGoTo={(deskId) => {
              setOutcome(null)
              void survey.goTo(deskId)
            }}
          />
          <details>
            <summary>
              <Text span size="sm">
                {t('survey.screen.baseline-devices', {
                  time: intl.formatTime(new Date(state.baseline.takenAt), { timeStyle: 'medium' }),
                  count: state.baseline.devices.length,
                })}
              </Text>
            </summary>
            <List size="sm" mt={4}>
              {state.baseline.devices.map((device, index) => (
                <List.Item key={`${device.kind}-${device.where}-${index}`}>
                  {kindLabel(t, device.kind)}
                  {': '}
                  <VisibleText text={`${device.name}${device.where ? ` (${device.where})` : ''}`} />
                </List.Item>
              ))}
            </List>
          </details>
          <Text size="xs" c="dimmed">
            {t('survey.screen.timing', {
              every: DETECT_EVERY_MS / 1000,
              detect: state.timing.detectMs,
              survey: state.timing.surveyMs,
            })}
          </Text>
        </>
      )}
      <SurveyReportDialog
        report={report}
        onEnd={ending ? () => void end() : undefined}
        onClose={closeReport}
        onExport={(shown) => void exportReport(shown)}
        exporting={exporting}
      />
    </Stack>
  )
}
