import type { PutResult } from '#shared/ipc/registry.ts'
import type { SurveyItem, SurveyProposal, SurveyReport, SurveyState } from '#shared/ipc/survey.ts'
import type { CommandContext } from '../command.ts'
import { oneLine, table } from '../format.ts'

// What `survey` says as it goes: one event at a time, as a line of JSON (--json) or as text for people.

type Desk = { id: string; label: string } | null

export type SurveyEvent =
  | {
      event: 'started'
      location: SurveyState['location']
      progress: SurveyState['progress']
      desks: Array<{ id: string; label: string; status: string }>
      baseline: SurveyState['baseline']
      machine: SurveyState['machine']
    }
  | {
      event: 'desk'
      desk: Desk
      phase: SurveyState['phase']
      hint: string
      progress: SurveyState['progress']
    }
  | {
      event: 'plugged'
      desk: Desk
      revision: string
      items: SurveyItem[]
      ignored: SurveyProposal['ignored']
    }
  | { event: 'notice'; kind: string; message: string }
  | { event: 'confirmed'; desk: Desk; results: PutResult[] }
  | { event: 'skipped' | 'back'; desk: Desk }
  | { event: 'undone'; desk: Desk; messages: string[]; failed: number }
  | ({ event: 'report' } & Omit<SurveyReport, 'csv'>)
  | { event: 'error'; code: string; message: string }
  | { event: 'end' }

export const deskOf = (state: SurveyState, id: string | null = state.currentDeskId): Desk => {
  const desk = state.desks.find((each) => each.id === id)
  return desk ? { id: desk.id, label: desk.label } : null
}

const PLACEMENTS: Record<SurveyItem['placement'], string> = {
  new: 'new',
  unpaired: 'registered, unpaired',
  here: 'here already',
  elsewhere: 'moves here',
  unknown: '?',
}

function itemRow(item: SurveyItem): string[] {
  const id =
    item.serialId ??
    (item.needsChoice ? `one of: ${item.options.map((o) => o.serialId).join(' | ')}` : '(no id)')
  const what = item.proposed ? PLACEMENTS[item.placement] : 'not proposed'
  return [item.role, id, what, item.model]
}

const count = (results: readonly PutResult[], test: (result: PutResult) => boolean) =>
  results.filter(test).length

/** The event for people: a few lines, each value with its control characters written out. */
export function eventText(
  event: SurveyEvent,
  { t, say }: Pick<CommandContext, 't' | 'say'>,
): string {
  const desk = 'desk' in event ? oneLine(event.desk?.label) : ''
  switch (event.event) {
    case 'started': {
      const lines = [
        t('cli.survey.started', {
          location: oneLine(event.location.name),
          done: event.progress.done,
          total: event.progress.total,
        }),
        t('cli.survey.baseline', {
          host: oneLine(event.machine.hostname),
          count: event.baseline.devices.length,
        }),
        ...(event.machine.note ? [oneLine(say(event.machine.note))] : []),
        ...event.baseline.warnings.map((warning) => t('cli.note', { text: oneLine(say(warning)) })),
        t('cli.survey.keys'),
      ]
      return `${lines.join('\n')}\n`
    }
    case 'desk': {
      const where = event.desk ? `${desk} — ` : ''
      return `\n${where}${oneLine(event.hint)} ${t('cli.survey.done', event.progress)}\n`
    }
    case 'plugged': {
      const lines = [
        t('cli.survey.plugged', { desk }),
        table(['ROLE', 'SERIAL ID', 'PUT IN AS', 'MODEL'], event.items.map(itemRow)).trimEnd(),
      ]
      for (const item of event.items) {
        for (const note of item.notes)
          lines.push(`  ${oneLine(item.serialId ?? item.model)}: ${oneLine(say(note))}`)
        if (item.parts.length > 0)
          lines.push(
            `  ${t('cli.survey.parts', {
              model: oneLine(item.model),
              count: item.parts.length,
              parts: item.parts
                .map((part) => `${oneLine(part.name)}: ${oneLine(say(part.why))}`)
                .join('; '),
            })}`,
          )
      }
      for (const each of event.ignored)
        lines.push(
          `  ${t('cli.survey.ignored', { name: oneLine(each.name), why: oneLine(say(each.why)) })}`,
        )
      lines.push(t('cli.survey.enter-confirms', { desk }))
      return `${lines.join('\n')}\n`
    }
    case 'notice':
      return `${t('cli.survey.cannot-see', { message: oneLine(event.message) })}\n`
    case 'confirmed': {
      const failed = count(event.results, (result) => Boolean(result.error || result.pairError))
      const moved = count(
        event.results,
        (result) => result.pairing === 'paired' && typeof result.before?.locationId === 'string',
      )
      const lines = [
        t('cli.survey.confirmed', {
          desk,
          done: event.results.length - failed,
          total: event.results.length,
          created: count(event.results, (r) => r.outcome === 'created'),
          moved,
        }),
        ...event.results
          .filter((result) => result.error || result.pairError)
          .map(
            (result) =>
              `  ${oneLine(result.serialId)}: ${oneLine((result.error ?? result.pairError)?.message)}`,
          ),
      ]
      return `${lines.join('\n')}\n`
    }
    case 'skipped':
      return `${t('cli.survey.skipped', { desk })}\n`
    case 'back':
      return `${t('cli.survey.back', { desk })}\n`
    case 'undone':
      return `${t('cli.survey.undone', { desk })}\n${event.messages.map((m) => `  ${oneLine(m)}`).join('\n')}\n`
    case 'report': {
      const { counts } = event
      const rows = event.desks.map((desk) => [
        desk.label,
        desk.status,
        desk.dock || '-',
        desk.monitors.join(' ') || '-',
      ])
      return [
        '',
        t('cli.survey.report', { ...counts, location: oneLine(event.location.name) }),
        table(['DESK', 'STATUS', 'DOCK', 'MONITORS'], rows).trimEnd(),
        ...event.moved.map((device) =>
          t('cli.survey.moved', {
            serialId: oneLine(device.serialId),
            from: oneLine(device.from),
            to: oneLine(device.to),
          }),
        ),
        '',
      ].join('\n')
    }
    case 'error':
      return `Error: ${oneLine(event.message)}\n`
    case 'end':
      return ''
  }
}
