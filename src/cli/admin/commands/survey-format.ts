import type { PutResult } from '#shared/ipc/registry.ts'
import type { SurveyItem, SurveyProposal, SurveyReport, SurveyState } from '#shared/ipc/survey.ts'
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
export function eventText(event: SurveyEvent): string {
  switch (event.event) {
    case 'started': {
      const lines = [
        `Survey of ${oneLine(event.location.name)}: ${event.progress.done} of ${event.progress.total} desks done.`,
        `Baseline of ${oneLine(event.machine.hostname)}: ${event.baseline.devices.length} devices of its own (never proposed).`,
        ...(event.machine.note ? [oneLine(event.machine.note.message)] : []),
        ...event.baseline.warnings.map((warning) => `Note: ${oneLine(warning.message)}`),
        'Keys: Enter confirms the desk, s skips it, b goes back, u undoes the last desk, r reports, q quits.',
      ]
      return `${lines.join('\n')}\n`
    }
    case 'desk': {
      const where = event.desk ? `${oneLine(event.desk.label)} — ` : ''
      return `\n${where}${oneLine(event.hint)} (${event.progress.done} of ${event.progress.total} done)\n`
    }
    case 'plugged': {
      const lines = [
        `Plugged in at ${oneLine(event.desk?.label)}:`,
        table(['ROLE', 'SERIAL ID', 'PUT IN AS', 'MODEL'], event.items.map(itemRow)).trimEnd(),
      ]
      for (const item of event.items) {
        for (const note of item.notes)
          lines.push(`  ${oneLine(item.serialId ?? item.model)}: ${oneLine(note.message)}`)
        if (item.parts.length > 0)
          lines.push(
            `  ${oneLine(item.model)}: ${item.parts.length} more of its devices are not registered (${item.parts.map((part) => `${oneLine(part.name)}: ${oneLine(part.why.message)}`).join('; ')})`,
          )
      }
      for (const each of event.ignored)
        lines.push(`  Ignored ${oneLine(each.name)}: ${oneLine(each.why.message)}`)
      lines.push(`Enter confirms ${oneLine(event.desk?.label)}.`)
      return `${lines.join('\n')}\n`
    }
    case 'notice':
      return `Cannot see: ${oneLine(event.message)}\n`
    case 'confirmed': {
      const failed = count(event.results, (result) => Boolean(result.error || result.pairError))
      const moved = count(
        event.results,
        (result) => result.pairing === 'paired' && typeof result.before?.locationId === 'string',
      )
      const lines = [
        `${oneLine(event.desk?.label)} confirmed: ${event.results.length - failed} of ${event.results.length} devices in and paired (${count(event.results, (r) => r.outcome === 'created')} new, ${moved} moved).`,
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
      return `Skipped ${oneLine(event.desk?.label)}.\n`
    case 'back':
      return `Back to ${oneLine(event.desk?.label)}.\n`
    case 'undone':
      return `Undid ${oneLine(event.desk?.label)}:\n${event.messages.map((m) => `  ${oneLine(m)}`).join('\n')}\n`
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
        `Report of ${oneLine(event.location.name)}: ${counts.done} of ${counts.total} desks done, ${counts.skipped} skipped, ${counts.withoutDock} without a dock, ${counts.moved} devices moved.`,
        table(['DESK', 'STATUS', 'DOCK', 'MONITORS'], rows).trimEnd(),
        ...event.moved.map(
          (device) =>
            `Moved ${oneLine(device.serialId)} from ${oneLine(device.from)} to ${oneLine(device.to)}.`,
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
