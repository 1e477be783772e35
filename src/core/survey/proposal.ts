import { coded } from '#shared/coded-text.ts'
import type { Device } from '#shared/api/devices.ts'
import { LIMITS } from '#shared/api/limits.ts'
import { lacking } from '#shared/sendable.ts'
import { detectedKey, type DetectedDevice } from '#shared/ipc/detect.ts'
import type { Placement, SurveyItem, SurveyProposal, SurveyText } from '#shared/ipc/survey.ts'
import type { Desk } from './desks.ts'
import { groupUsb, type Dock } from './dock.ts'

/** What the account has, as far as it could be read. */
export interface AccountView {
  /** undefined: not looked up (the service did not answer). */
  devices: ReadonlyMap<string, Device> | undefined
  /** The service lists unpaired devices too: an id it does not list is new. */
  complete: boolean
  locationName: (id: string) => string
}

export interface ProposalContext {
  desk: Desk
  account: AccountView
  /** USB models chosen as a dock's id before (`413c:b06e`): chosen first again. */
  preferred: ReadonlySet<string>
}

/** A short, stable fingerprint of a text (FNV-1a, 32 bits). */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

const NOUNS: Record<SurveyItem['role'], string> = {
  dock: 'dock',
  monitor: 'monitor',
  adapter: 'network adapter',
  usb: 'USB device',
}

const optionOf = (device: DetectedDevice) => ({
  serialId: device.serialId ?? '',
  label: device.where ? `${device.name} (${device.where})` : device.name,
})

function placementOf(serialId: string | undefined, context: ProposalContext) {
  const { devices, complete, locationName } = context.account
  if (serialId === undefined || devices === undefined)
    return { placement: 'unknown' as Placement, registered: undefined }
  const device = devices.get(serialId)
  if (!device) return { placement: (complete ? 'new' : 'unknown') as Placement, registered: null }
  const where = device.locationId
  const registered = {
    name: device.name,
    info: device.info,
    locationId: where,
    ...(where === null ? {} : { locationName: locationName(where) }),
  }
  const placement: Placement =
    where === null ? 'unpaired' : where === context.desk.id ? 'here' : 'elsewhere'
  return { placement, registered }
}

interface Draft {
  key: string
  role: SurveyItem['role']
  device: DetectedDevice | undefined
  options: DetectedDevice[] | SurveyItem['options']
  proposed: boolean
  model: string
  notes: SurveyText[]
  parts?: SurveyItem['parts']
  number?: number
}

function item(draft: Draft, context: ProposalContext): SurveyItem {
  const { device } = draft
  const options = draft.options.map((option) =>
    'kind' in option
      ? optionOf(option)
      : {
          serialId: option.serialId,
          label: option.label,
          ...('labelCode' in option && option.labelCode ? { labelCode: option.labelCode } : {}),
          ...('labelValues' in option && option.labelValues
            ? { labelValues: option.labelValues }
            : {}),
        },
  )
  const serialId = device?.serialId ?? (options.length === 1 ? options[0]?.serialId : undefined)
  const needsChoice = serialId === undefined && options.length > 1
  const { placement, registered } = placementOf(serialId, context)
  const notes = [...draft.notes]
  const noun = NOUNS[draft.role]
  const role = draft.role
  if (placement === 'elsewhere' && registered?.locationId) {
    const where = registered.locationName ?? registered.locationId
    notes.unshift(coded('survey.text.paired-elsewhere', { role, where }))
  }
  if (placement === 'here') notes.unshift(coded('survey.text.paired-here', { role }))
  if (needsChoice) notes.push(coded('survey.text.needs-choice'))
  // The serial id helper's words on the missing part, with its code and catalog message.
  if (device?.missing) {
    const { code, id, values, message } = device.missing
    notes.push({ message, id, partError: code, ...(values ? { values } : {}) })
  }
  const suffix = draft.number === undefined ? '' : ` ${draft.number}`
  const name = (registered?.name ?? `${context.desk.label} ${noun}${suffix}`).slice(
    0,
    LIMITS.nameLength,
  )
  const info = (registered?.info ?? draft.model).slice(0, LIMITS.infoLength)
  const kind = device?.kind ?? 'usb'
  return {
    key: draft.key,
    role: draft.role,
    kind,
    deviceType: device?.deviceType ?? 4,
    ...(serialId === undefined ? {} : { serialId }),
    options: options.length > 0 ? options : serialId ? [{ serialId, label: draft.model }] : [],
    needsChoice,
    // Proposed only what the one rule of sendable drafts lets through (an id, a name, a Wi-Fi band).
    proposed: draft.proposed && lacking({ kind, serialId, name, info }) === null,
    model: draft.model,
    ...(device?.where === undefined ? {} : { where: device.where }),
    name,
    info,
    placement,
    ...(registered === undefined ? {} : { registered }),
    warnings: device?.warnings ?? [],
    notes,
    parts: draft.parts ?? [],
  }
}

function dockDraft(dock: Dock, members: readonly DetectedDevice[]): Draft {
  const key = `dock:${fingerprint(members.map(detectedKey).sort().join('\n'))}`
  const parts = dock.parts.map(({ device, why }) => ({
    name: device.name,
    ...(device.serialId === undefined ? {} : { serialId: device.serialId }),
    ...(device.where === undefined ? {} : { where: device.where }),
    why,
  }))
  const own = dock.own
  if (!own)
    return {
      key,
      role: 'dock',
      device: undefined,
      options: [],
      proposed: false,
      model: 'Dock',
      parts,
      notes: [coded('survey.text.dock-no-serial')],
    }
  const notes: SurveyText[] = []
  if (dock.tie) notes.push(coded('survey.text.dock-tie', { name: own.name }))
  if (own.warnings.some((warning) => warning.code === 'placeholder'))
    notes.push(coded('survey.text.dock-placeholder'))
  return {
    key,
    role: 'dock',
    device: own,
    options: [own, ...dock.alternatives],
    proposed: true,
    model: own.name,
    parts,
    notes,
  }
}

const isWired = (device: DetectedDevice) =>
  device.serialId?.startsWith('Ethernet;') === true ||
  device.candidates.some((candidate) => candidate.serialId.startsWith('Ethernet;'))

/**
 * What to propose for the desk from the devices plugged in since the baseline: the dock by its own id,
 * the monitors, the dock's wired adapter; loose USB devices are shown, not proposed; Wi-Fi and virtual
 * adapters are the laptop's and are listed as ignored.
 */
export function buildProposal(
  appeared: readonly DetectedDevice[],
  context: ProposalContext,
): SurveyProposal {
  const drafts: Draft[] = []
  const ignored: SurveyProposal['ignored'] = []
  const arrival = groupUsb(appeared, context.preferred)
  if (arrival.dock) {
    const members = appeared.filter(
      (device) => device.kind === 'usb' && !arrival.loose.includes(device),
    )
    drafts.push(dockDraft(arrival.dock, members))
  }
  const monitors = appeared
    .filter((device) => device.kind === 'monitor')
    .sort((a, b) => (a.where ?? '').localeCompare(b.where ?? ''))
  monitors.forEach((device, index) =>
    drafts.push({
      key: detectedKey(device),
      role: 'monitor',
      device,
      options: device.candidates,
      proposed: true,
      model: device.name,
      notes: device.warnings.some((warning) => warning.code === 'placeholder')
        ? [coded('survey.text.monitor-placeholder')]
        : [],
      ...(monitors.length > 1 ? { number: index + 1 } : {}),
    }),
  )
  for (const device of appeared.filter((each) => each.kind === 'nic')) {
    const virtual = device.warnings.find((warning) => warning.code === 'virtual-adapter')
    // The serial id helper's warning, with its code and catalog message.
    if (virtual) {
      const { message, id, values } = virtual
      ignored.push({
        name: device.name,
        why: { message, id, warning: 'virtual-adapter', ...(values ? { values } : {}) },
      })
    } else if (!isWired(device))
      ignored.push({
        name: device.name,
        why: coded('survey.text.wifi-adapter'),
      })
    else
      drafts.push({
        key: detectedKey(device),
        role: 'adapter',
        device,
        options: device.candidates,
        proposed: true,
        // Linux names an adapter by its interface only (the `where`): then it is said what it is.
        model: device.info && device.info !== device.where ? device.info : 'Wired network adapter',
        notes: [],
      })
  }
  for (const device of arrival.loose)
    drafts.push({
      key: detectedKey(device),
      role: 'usb',
      device,
      options: device.candidates,
      proposed: false,
      model: device.name,
      notes: [
        arrival.dock ? coded('survey.text.loose-beside-dock') : coded('survey.text.loose-no-dock'),
      ],
    })
  const items = drafts.map((draft) => item(draft, context))
  const revision = fingerprint(
    JSON.stringify(
      items.map((each) => [each.key, each.serialId, each.options, each.placement, each.proposed]),
    ),
  )
  return { revision, items, ignored }
}
