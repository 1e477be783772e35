import type { SurveyState } from '#shared/ipc/survey.ts'
import { text } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { CommandError, commandError, usageError } from '../errors.ts'
import { english } from '../../language.ts'
import { forTerminal } from '../format.ts'
import { deskOf, eventText, type SurveyEvent } from './survey-format.ts'
import { keysOf, linesOf, type Input, type SurveyIntent } from './survey-input.ts'

/** As often as the app's window detects: a plug-in shows within about 2 s. */
const EVERY_MS = 2000

/** Says what changed between two states: the desk or its phase, what is proposed, what cannot be seen. */
function changes(before: SurveyState | null, after: SurveyState): SurveyEvent[] {
  const events: SurveyEvent[] = []
  const seen = new Set(before?.notices.map((notice) => notice.message))
  for (const notice of after.notices)
    if (!seen.has(notice.message)) events.push({ event: 'notice', ...notice })
  if (
    !before ||
    before.currentDeskId !== after.currentDeskId ||
    before.phase !== after.phase ||
    before.progress.done !== after.progress.done
  )
    events.push({
      event: 'desk',
      desk: deskOf(after),
      phase: after.phase,
      hint: after.hint.message,
      progress: after.progress,
    })
  const proposal = after.proposal
  if (
    after.phase === 'plugged' &&
    proposal &&
    (before?.phase !== 'plugged' ||
      before.proposal?.revision !== proposal.revision ||
      before.currentDeskId !== after.currentDeskId)
  )
    events.push({
      event: 'plugged',
      desk: deskOf(after),
      revision: proposal.revision,
      items: proposal.items,
      ignored: proposal.ignored,
    })
  return events
}

/** The next input, or a tick when none came within the interval. */
function nextOr(
  pending: Promise<IteratorResult<Input>>,
  ms: number,
): Promise<IteratorResult<Input> | 'tick'> {
  let timer: NodeJS.Timeout | undefined
  const tick = new Promise<'tick'>((resolve) => (timer = setTimeout(() => resolve('tick'), ms)))
  return Promise.race([pending, tick]).finally(() => clearTimeout(timer))
}

async function runSurvey(context: CommandContext): Promise<void> {
  const locationId = text(context.args, 'location')
  if (locationId === undefined) throw usageError('cli.survey.location')
  const accountId = text(context.args, 'account')
  // --json keeps the English of an error; people read it in the terminal's language (`shown`).
  const emit = (event: SurveyEvent, shown = event) =>
    context.io.stdout(
      context.json ? `${JSON.stringify(event)}\n` : forTerminal(eventText(shown, context)),
    )

  let state = await context.call('surveyStart', { accountId, locationId })
  emit({
    event: 'started',
    location: state.location,
    progress: state.progress,
    desks: state.desks.map(({ id, label, status }) => ({ id, label, status })),
    baseline: state.baseline,
    machine: state.machine,
  })
  changes(null, state).forEach((event) => emit(event))
  let failures = 0

  const show = (next: SurveyState) => {
    changes(state, next).forEach((event) => emit(event))
    state = next
  }

  async function act(intent: SurveyIntent): Promise<boolean> {
    const desk = deskOf(state)
    switch (intent) {
      case 'quit':
        return false
      case 'confirm': {
        if (state.phase !== 'plugged' || !state.proposal || !desk) {
          emit({ event: 'error', code: 'not_sent', message: state.hint.message })
          return true
        }
        const { state: next, results } = await context.call('surveyConfirm', {
          deskId: desk.id,
          revision: state.proposal.revision,
        })
        if (results.some((result) => result.error || result.pairError)) failures++
        emit({ event: 'confirmed', desk, results })
        show(next)
        return true
      }
      case 'skip':
        emit({ event: 'skipped', desk })
        show(await context.call('surveySkip'))
        return true
      case 'back': {
        const next = await context.call('surveyBack')
        emit({ event: 'back', desk: deskOf(next) })
        show(next)
        return true
      }
      case 'undo': {
        const undone = await context.call('surveyUndo')
        emit({
          event: 'undone',
          desk: deskOf(undone.state, undone.deskId),
          messages: undone.messages.map((each) => each.message),
          failed: undone.failed,
        })
        show(undone.state)
        return true
      }
      case 'report': {
        const { csv: _csv, ...report } = await context.call('surveyReport')
        emit({ event: 'report', ...report })
        return true
      }
    }
  }

  const terminal = context.io.keys?.()
  const inputs = terminal ? keysOf(terminal.keys, terminal.close) : linesOf(context.io.stdin())
  try {
    let pending = inputs.next()
    for (;;) {
      const next = await nextOr(pending, EVERY_MS)
      if (next === 'tick') {
        const detected = await context.call('surveyState', { detect: true })
        if (detected) show(detected)
        continue
      }
      pending = inputs.next()
      if (next.done) break
      if ('unknown' in next.value) {
        const key = { key: next.value.unknown }
        const event = { event: 'error', code: 'invalid_input' } as const
        emit(
          { ...event, message: english('cli.survey.unknown-key', key) },
          { ...event, message: context.t('cli.survey.unknown-key', key) },
        )
        continue
      }
      try {
        if (!(await act(next.value.intent))) break
      } catch (error) {
        if (!(error instanceof CommandError)) throw error
        const event = { event: 'error', code: error.code, message: error.message } as const
        emit(event, { ...event, message: context.say({ ...error.text, message: error.message }) })
      }
    }
  } finally {
    inputs.close()
  }
  const { csv: _csv, ...report } = await context.call('surveyReport')
  emit({ event: 'report', ...report })
  await context.call('surveyEnd')
  emit({ event: 'end' })
  if (failures > 0) throw commandError('partly_failed', 'cli.survey.failures', { count: failures })
}

export const surveyCommands: Record<string, Command> = {
  survey: {
    usage: '--location ID [--account ID] [--detect-fixture DIR]',
    summary:
      'provision a floor desk by desk: plug the laptop in at each desk, Enter puts what was plugged in and pairs it to the desk (s skip, b back, u undo, r report, q quit); without a terminal it reads these as lines on stdin, and --json prints one JSON object per event',
    options: ['location', 'account', 'detect-fixture'],
    service: true,
    run: runSurvey,
  },
}
