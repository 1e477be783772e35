import { coded } from '#shared/coded-text.ts'
import type { Device } from '#shared/api/devices.ts'
import { UserFacingError } from '#shared/errors.ts'
import { detectedKey, type DetectedDevice } from '#shared/ipc/detect.ts'
import type { PutDevice } from '#shared/ipc/registry.ts'
import type {
  DeskDevices,
  SurveyCodedText,
  SurveyDesk,
  SurveyPhase,
  SurveyProposal,
} from '#shared/ipc/survey.ts'
import type { MachineDetection } from '../detect/detect.ts'
import { pairedByDesk, type Desk, type Floor } from './desks.ts'
import { usbModel } from './dock.ts'
import { appearedSince, baselineOf, type Baseline } from './machine-diff.ts'
import { buildProposal, type AccountView } from './proposal.ts'

export interface Choice {
  key: string
  serialId: string | null
}

/** What the survey knows of the account: its devices (when they could be read) and location names. */
export interface AccountSnapshot {
  devices: readonly Device[] | undefined
  complete: boolean
  names: ReadonlyMap<string, string>
  /** Desks a survey confirmed before (the journal says so), beside those confirmed now. */
  confirmed: ReadonlySet<string>
}

const NO_ACCOUNT: AccountSnapshot = {
  devices: undefined,
  complete: false,
  names: new Map(),
  confirmed: new Set(),
}

/**
 * One floor's survey, without any I/O: the baseline, the desk in hand, what was plugged in since the
 * baseline and what is proposed for the desk, which desks are done or skipped. Main's handlers feed it
 * detections and the account, and put in what it lists on a confirmation.
 */
export function createSurveySession(floor: Floor, start: MachineDetection) {
  let baseline: Baseline = baselineOf(start.devices)
  let baselineDevices = start.devices
  let detection = start
  let appeared: DetectedDevice[] = []
  let account = NO_ACCOUNT
  let known: ReadonlyMap<string, Device> | undefined
  let byDesk = new Map<string, DeskDevices>()
  let proposal: SurveyProposal | null = null
  /** Keys still plugged in from a desk confirmed or skipped: not proposed for the next one. */
  let held: ReadonlySet<string> | null = null
  const confirmedNow = new Set<string>()
  const skipped = new Set<string>()
  const history: string[] = []
  /** USB models chosen as a dock's id, so the next dock of the model is known by the same device. */
  const preferred = new Set<string>()
  const confirmations: Array<{ deskId: string; entryIds: number[] }> = []
  const deskById = new Map(floor.desks.map((desk) => [desk.id, desk]))

  const hasDock = (id: string) => (byDesk.get(id)?.docks.length ?? 0) > 0
  const isConfirmed = (id: string) => confirmedNow.has(id) || account.confirmed.has(id)
  const isDone = (id: string) => hasDock(id) || isConfirmed(id)
  const isOpen = (id: string) => !isDone(id) && !skipped.has(id)

  /** The next open desk after this one, from the top again past the last; null when none is open. */
  function nextOpen(after: string | null): string | null {
    const ids = floor.desks.map((desk) => desk.id)
    const from = after === null ? -1 : ids.indexOf(after)
    const order = [...ids.slice(from + 1), ...ids.slice(0, from + 1)]
    return order.find(isOpen) ?? null
  }

  let current: string | null = floor.desks[0]?.id ?? null
  /** Set once the account was read: the survey starts at the first desk without a dock. */
  let placed = false

  const heldNow = () => held !== null && appeared.some((device) => held!.has(detectedKey(device)))

  function propose(): void {
    const desk = current === null ? undefined : deskById.get(current)
    if (!desk || appeared.length === 0 || heldNow()) {
      proposal = null
      return
    }
    const view: AccountView = {
      devices: known,
      complete: account.complete,
      locationName: (id) => account.names.get(id) ?? id,
    }
    proposal = buildProposal(appeared, { desk, account: view, preferred })
  }

  function moveTo(deskId: string | null): void {
    if (current !== null && current !== deskId) history.push(current)
    current = deskId
  }

  function phase(): SurveyPhase {
    if (current === null) return 'complete'
    if (heldNow()) return 'unplug'
    return proposal && proposal.items.length > 0 ? 'plugged' : 'plug-in'
  }

  function hint(): SurveyCodedText {
    const desk = (current === null ? undefined : deskById.get(current))?.label ?? ''
    const last = confirmations.at(-1)
    const lastLabel = last ? deskById.get(last.deskId)?.label : undefined
    switch (phase()) {
      case 'complete': {
        const left = floor.desks.filter((each) => skipped.has(each.id) && !isDone(each.id))
        const location = floor.location.name
        return left.length === 0
          ? coded('survey.text.hint-all-done', { location })
          : coded('survey.text.hint-skipped-left', { count: left.length })
      }
      case 'unplug': {
        const late = appeared.filter((device) => !held!.has(detectedKey(device)))
        const devices = late.map((device) => device.name).join(', ')
        return late.length > 0 && lastLabel
          ? coded('survey.text.hint-unplug-late', { desk, devices, last: lastLabel })
          : coded('survey.text.hint-unplug', { desk })
      }
      case 'plugged':
        return coded('survey.text.hint-plugged', { desk })
      default:
        return coded('survey.text.hint-plug-in', { desk })
    }
  }

  function desks(): SurveyDesk[] {
    return floor.desks.map((desk) => ({
      ...desk,
      paired: byDesk.get(desk.id) ?? { docks: [], monitors: [], others: [] },
      status: isDone(desk.id) ? 'done' : skipped.has(desk.id) ? 'skipped' : 'open',
      confirmed: isConfirmed(desk.id),
    }))
  }

  function deviceFor(serialId: string): DetectedDevice | undefined {
    return appeared.find(
      (device) =>
        device.serialId === serialId ||
        device.candidates.some((candidate) => candidate.serialId === serialId),
    )
  }

  return {
    floor,
    /** A detection: what was plugged in since the baseline; true when that changed. */
    observe(next: MachineDetection): boolean {
      detection = next
      const before = appeared.map(detectedKey).join('\n')
      appeared = appearedSince(baseline, next.devices)
      if (held !== null && !heldNow()) held = null
      propose()
      return appeared.map(detectedKey).join('\n') !== before
    },
    /** The account as read now (after a start, a plug-in or a change). */
    setAccount(snapshot: AccountSnapshot): void {
      account = snapshot
      known = snapshot.devices && new Map(snapshot.devices.map((d) => [d.serialId, d]))
      byDesk = pairedByDesk(snapshot.devices ?? [], floor.desks)
      if (!placed && snapshot.devices !== undefined) {
        placed = true
        current = nextOpen(null)
      }
      propose()
    },
    /** The laptop as it is now is its own again (the technician unplugged what was left in). */
    rebaseline(now: MachineDetection): void {
      baseline = baselineOf(now.devices)
      baselineDevices = now.devices
      held = null
      appeared = []
      detection = now
      propose()
    },
    get baselineDevices() {
      return baselineDevices
    },
    get detection() {
      return detection
    },
    get current() {
      return current
    },
    get lastConfirmed() {
      const last = confirmations.at(-1)
      return last ? { deskId: last.deskId, label: deskById.get(last.deskId)?.label ?? '' } : null
    },
    desk: (id: string): Desk | undefined => deskById.get(id),
    desks,
    phase,
    hint,
    get proposal() {
      return proposal
    },
    /** What a confirmation of the desk puts in, from the proposal seen (its revision) and the choices. */
    toPut(deskId: string, revision: string, choices: readonly Choice[]): PutDevice[] {
      const desk = deskById.get(deskId)
      if (!desk || deskId !== current) {
        const asked = desk?.label ?? deskId
        const inHand = current === null ? null : (deskById.get(current)?.label ?? current)
        throw new UserFacingError(
          'conflict',
          inHand === null
            ? coded('errors.profile.survey-not-in-hand-none', { desk: asked })
            : coded('errors.profile.survey-not-in-hand', { desk: asked, current: inHand }),
        )
      }
      if (!proposal || proposal.revision !== revision || phase() !== 'plugged')
        throw new UserFacingError(
          'conflict',
          coded('errors.profile.survey-plugged-changed', { desk: desk.label }),
        )
      const put: PutDevice[] = []
      for (const item of proposal.items) {
        const choice = choices.find((each) => each.key === item.key)
        const serialId = choice ? choice.serialId : item.proposed ? item.serialId : undefined
        if (serialId === null || serialId === undefined) continue
        if (!item.options.some((option) => option.serialId === serialId))
          throw new UserFacingError(
            'validation_failed',
            coded('errors.profile.survey-not-an-id', { serialId, model: item.model }),
          )
        const registered = known?.get(serialId)
        put.push({
          serialId,
          deviceType: item.deviceType,
          name: registered?.name ?? item.name,
          info: registered?.info ?? item.info,
          locationId: desk.id,
        })
        const device = deviceFor(serialId)
        if (item.role === 'dock' && device && serialId !== item.serialId)
          preferred.add(usbModel(device))
      }
      if (put.length === 0)
        throw new UserFacingError(
          'validation_failed',
          coded('errors.profile.survey-nothing-chosen', { desk: desk.label }),
        )
      return put
    },
    /** The desk was put in: it is done, what is plugged in is held until unplugged, the next desk is up. */
    confirmed(deskId: string, entryIds: number[]): void {
      confirmedNow.add(deskId)
      skipped.delete(deskId)
      confirmations.push({ deskId, entryIds })
      held = new Set(appeared.map(detectedKey))
      moveTo(nextOpen(deskId))
      propose()
    },
    skip(): void {
      if (current === null) return
      skipped.add(current)
      if (appeared.length > 0) held = new Set(appeared.map(detectedKey))
      moveTo(nextOpen(current))
      propose()
    },
    /** The desk visited before this one (else the one above it in the list). */
    back(): void {
      const previous = history.pop()
      if (previous !== undefined) current = previous
      else {
        const ids = floor.desks.map((desk) => desk.id)
        const at = current === null ? ids.length : ids.indexOf(current)
        current = ids[Math.max(0, at - 1)] ?? current
      }
      held = null
      propose()
    },
    goTo(deskId: string): void {
      if (!deskById.has(deskId))
        throw new UserFacingError(
          'not_found',
          coded('errors.profile.survey-no-such-desk', { deskId, floor: floor.location.name }),
        )
      moveTo(deskId)
      held = null
      propose()
    },
    /** The last confirmation, to undo: its desk and the journal entries it wrote. */
    lastConfirmation: () => confirmations.at(-1),
    /** Its pairs and moves were taken back: the desk is in hand again, with what is plugged in. */
    undone(deskId: string): void {
      const at = confirmations.findLastIndex((each) => each.deskId === deskId)
      if (at >= 0) confirmations.splice(at, 1)
      confirmedNow.delete(deskId)
      moveTo(deskId)
      held = null
      propose()
    },
  }
}

export type SurveySession = ReturnType<typeof createSurveySession>
