import { coded } from '#shared/coded-text.ts'
import { randomUUID } from 'node:crypto'
import { UserFacingError } from '#shared/errors.ts'
import type { IpcHandlers } from '#shared/ipc/contract.ts'
import type { PutResult } from '#shared/ipc/registry.ts'
import type { SurveyState, SurveyText } from '#shared/ipc/survey.ts'
import type { Detector } from '../detect/detect.ts'
import { notLookedUp } from '../detect/handlers.ts'
import { asIpcError } from '../registry/change-context.ts'
import { floorOf } from './desks.ts'
import { DESK_KINDS } from './machine-diff.ts'
import { surveyReport, type MovedDevice } from './report.ts'
import { createSurveySession, type SurveySession } from './session.ts'
import { baselineWarnings, readerNotices } from './state-notes.ts'
import { surveyJournal } from './survey-journal.ts'

export type SurveyMethods =
  | 'surveyStart'
  | 'surveyState'
  | 'surveyConfirm'
  | 'surveySkip'
  | 'surveyBack'
  | 'surveyGoTo'
  | 'surveyUndo'
  | 'surveyReport'
  | 'surveyRebaseline'
  | 'surveyEnd'

type Base = Pick<
  IpcHandlers,
  'listDevices' | 'listLocations' | 'putDevices' | 'undoActivity' | 'listActivity'
>

interface Running {
  id: string
  scope: { accountId?: string }
  session: SurveySession
  names: Map<string, string>
  registry: SurveyState['registry']
  moved: MovedDevice[]
  takenAt: string
  detectedAt: string
  timing: SurveyState['timing']
  /** Entries of a desk's confirmations that did not all succeed yet: an undo takes them back too. */
  pending: Map<string, number[]>
}

const NOT_RUNNING = () =>
  new UserFacingError('not_found', coded('errors.profile.survey-not-running'))

/** The entry a device's pairing or move wrote: the last of its entries, when it was paired. */
const pairingEntries = (results: readonly PutResult[]) =>
  results.flatMap((result) =>
    result.pairing === 'paired' && result.entryIds.length > 0 ? [result.entryIds.at(-1)!] : [],
  )

/**
 * The floor survey's IPC methods: one survey at a time in this process, its logic in the session (pure);
 * what a confirmation puts in goes through the registry's putDevices (via 'survey'), an undo through its
 * undo of each journal entry. Progress is read from the service and the journal, so a restart resumes.
 */
export function createSurveyHandlers(
  base: Base,
  detect: Detector,
  now: () => Date = () => new Date(),
): Pick<IpcHandlers, SurveyMethods> {
  let running: Running | null = null
  let queue: Promise<unknown> = Promise.resolve()

  /** One survey operation at a time: a detection every 2 s never interleaves with a confirmation. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work)
    queue = next.catch(() => undefined)
    return next
  }

  const need = (): Running => {
    if (!running) throw NOT_RUNNING()
    return running
  }

  async function refreshAccount(survey: Running): Promise<void> {
    const { session, scope } = survey
    let devices
    let complete = false
    try {
      const listed = await base.listDevices(scope)
      devices = listed.devices
      complete = listed.complete
      survey.registry = { checked: true }
    } catch (error) {
      survey.registry = { checked: false, ...notLookedUp(asIpcError(error)) }
    }
    const journal = await surveyJournal(base, scope, session.floor.desks, survey.names)
    survey.moved = journal.moved
    session.setAccount({ devices, complete, names: survey.names, confirmed: journal.confirmed })
  }

  async function observe(survey: Running): Promise<void> {
    const detection = await detect(DESK_KINDS)
    const started = performance.now()
    const changed = survey.session.observe(detection)
    survey.timing = { detectMs: detection.ms, surveyMs: performance.now() - started }
    survey.detectedAt = now().toISOString()
    // A plug-in: what arrived is looked up in the account (where it is paired now).
    if (changed && survey.session.proposal) await refreshAccount(survey)
  }

  function stateOf(survey: Running): SurveyState {
    const started = performance.now()
    const { session } = survey
    const desks = session.desks()
    const detection = session.detection
    const last = session.lastConfirmed
    const state: SurveyState = {
      surveyId: survey.id,
      location: session.floor.location,
      ...survey.scope,
      desks,
      progress: {
        done: desks.filter((desk) => desk.status === 'done').length,
        total: desks.length,
      },
      currentDeskId: session.current,
      phase: session.phase(),
      hint: session.hint(),
      proposal: session.proposal,
      baseline: {
        takenAt: survey.takenAt,
        devices: session.baselineDevices.map((device) => ({
          kind: device.kind,
          name: device.name,
          where: device.where ?? '',
        })),
        warnings: baselineWarnings(session.baselineDevices),
      },
      machine: detection.machine,
      notices: readerNotices(detection),
      lastConfirmed: last,
      registry: survey.registry,
      detectedAt: survey.detectedAt,
      timing: survey.timing,
    }
    state.timing = {
      ...state.timing,
      surveyMs: state.timing.surveyMs + performance.now() - started,
    }
    return state
  }

  const act = (work: (survey: Running) => void | Promise<void>) =>
    exclusive(async () => {
      const survey = need()
      await work(survey)
      return stateOf(survey)
    })

  return {
    surveyStart: ({ accountId, locationId }) =>
      exclusive(async () => {
        const scope = accountId === undefined ? {} : { accountId }
        const listed = await base.listLocations(scope)
        const floor = floorOf(listed.locations, listed.hierarchy, locationId)
        const detection = await detect(DESK_KINDS)
        const at = now().toISOString()
        const survey: Running = {
          id: randomUUID(),
          scope,
          session: createSurveySession(floor, detection),
          names: new Map(listed.locations.map((location) => [location.id, location.name])),
          registry: { checked: false },
          moved: [],
          takenAt: at,
          detectedAt: at,
          timing: { detectMs: detection.ms, surveyMs: 0 },
          pending: new Map(),
        }
        await refreshAccount(survey)
        running = survey
        return stateOf(survey)
      }),
    surveyState: ({ detect: again }) =>
      exclusive(async () => {
        if (!running) return null
        if (again) await observe(running)
        return stateOf(running)
      }),
    surveyConfirm: ({ deskId, revision, choices }) =>
      exclusive(async () => {
        const survey = need()
        const devices = survey.session.toPut(deskId, revision, choices)
        const { results } = await base.putDevices({
          ...survey.scope,
          devices,
          keepUnpaired: false,
          via: 'survey',
        })
        const entries = [...(survey.pending.get(deskId) ?? []), ...pairingEntries(results)]
        const failed = results.some((result) => result.error || result.pairError)
        if (failed) survey.pending.set(deskId, entries)
        else {
          survey.pending.delete(deskId)
          survey.session.confirmed(deskId, entries)
        }
        await refreshAccount(survey)
        return { state: stateOf(survey), deskId, results }
      }),
    surveySkip: () => act((survey) => survey.session.skip()),
    surveyBack: () => act((survey) => survey.session.back()),
    surveyGoTo: ({ deskId }) => act((survey) => survey.session.goTo(deskId)),
    surveyRebaseline: () =>
      act(async (survey) => {
        const detection = await detect(DESK_KINDS)
        survey.session.rebaseline(detection)
        survey.takenAt = now().toISOString()
        survey.detectedAt = survey.takenAt
      }),
    surveyUndo: () =>
      exclusive(async () => {
        const survey = need()
        const last = survey.session.lastConfirmation()
        if (!last)
          throw new UserFacingError(
            'undo_not_possible',
            coded('errors.profile.survey-nothing-to-undo'),
          )
        const label = survey.session.desk(last.deskId)?.label ?? last.deskId
        // The journal's words on each undo, as they came; the survey's own where nothing had changed.
        const messages: SurveyText[] = []
        let failed = 0
        for (const entryId of [...last.entryIds].reverse()) {
          try {
            const undone = await base.undoActivity({ entryId, via: 'survey' })
            const { code, ...text } = undone.text
            messages.push({ ...text, undone: code })
          } catch (error) {
            failed++
            const { message, text } = asIpcError(error)
            messages.push({ message, ...(text ? { error: text } : {}) })
          }
        }
        if (last.entryIds.length === 0)
          messages.push(
            coded('survey.text.nothing-changed', {
              desk: label,
            }),
          )
        if (failed < last.entryIds.length || last.entryIds.length === 0)
          survey.session.undone(last.deskId)
        await refreshAccount(survey)
        return { state: stateOf(survey), deskId: last.deskId, messages, failed }
      }),
    surveyReport: () =>
      exclusive(async () => {
        const survey = need()
        await refreshAccount(survey)
        const { location } = survey.session.floor
        return surveyReport(location, survey.session.desks(), survey.moved, now())
      }),
    surveyEnd: () =>
      exclusive(async () => {
        const ended = running !== null
        running = null
        return { ended }
      }),
  }
}
