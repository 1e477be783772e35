import { coded } from '#shared/coded-text.ts'
import type { DetectedDevice } from '#shared/ipc/detect.ts'
import type { SurveyCodedText } from '#shared/ipc/survey.ts'

// A dock plugged in shows up as several USB devices at once: hubs (its ports), functions (audio, a LAN
// chip, a card reader), what is plugged into it (a keyboard), and usually one device that carries the
// dock's own serial (Dell's "Dell dock", Lenovo's "ThinkPad … Dock", a DisplayLink dock's controller).
// The desk is known by that one; the others are shown as its parts and never registered.

/** Makers of the chips inside docks (hubs, LAN, audio): their serials are the chip's, often shared. */
const CHIP_VENDORS = new Set([
  '0bda', // Realtek
  '2109', // VIA Labs
  '05e3', // Genesys Logic
  '0424', // Microchip (SMSC)
  '04b4', // Cypress
  '1a40', // Terminus
  '174c', // ASMedia
  '0451', // Texas Instruments
  '1d5c', // Fresco Logic
  '0b95', // ASIX
  '8087', // Intel
  '1a86', // QinHeng
  '0d8c', // C-Media
])
const DOCK_WORDS = /\bdock|docking|station|port replicator/i
const NETWORK_FUNCTION = /ethernet|\blan\b|gbe|network/i
const PERIPHERAL = /keyboard|mouse|receiver|headset|webcam|camera|presenter/i
/** Windows and macOS name hubs (`Generic USB Hub`, `USB3.1 Hub`, `Generischer USB-Hub`); Linux by class. */
const HUB_NAME = /\bhub\b/i
/** A port on Linux: bus, then the port of each hub down the tree (`3-1.4.2`). */
const PORT_PATH = /^\d+-\d+(?:\.\d+)*$/

export const isHub = (device: DetectedDevice) => device.hub === true || HUB_NAME.test(device.name)
export const saysDock = (device: DetectedDevice) => DOCK_WORDS.test(device.name)

/** The model of a USB device, `0bda:8153`, for remembering which device of a dock model is its id. */
export function usbModel(device: DetectedDevice): string {
  const hex = (part: string | undefined) => (part ?? '').replace(/^0x/i, '').toLowerCase()
  return `${hex(device.parts['vendor'])}:${hex(device.parts['product'])}`
}

const isPlaceholder = (device: DetectedDevice) =>
  device.warnings.some((warning) => warning.code === 'placeholder')

/** How likely the device is the dock's own identity; undefined: it cannot be (a hub, no exact id). */
function score(device: DetectedDevice, preferred: ReadonlySet<string>): number | undefined {
  if (isHub(device) || device.serialId === undefined) return undefined
  let points = 0
  if (preferred.has(usbModel(device))) points += 100
  if (isPlaceholder(device)) points -= 50
  if (DOCK_WORDS.test(device.name)) points += 20
  if (!CHIP_VENDORS.has(usbModel(device).split(':')[0] ?? '')) points += 10
  if (PERIPHERAL.test(device.name)) points -= 20
  if (NETWORK_FUNCTION.test(device.name)) points -= 5
  return points
}

export interface DockPart {
  device: DetectedDevice
  why: SurveyCodedText
}

export interface Dock {
  /** The dock's own device: the desk is known by it; undefined when no device of it has an exact id. */
  own: DetectedDevice | undefined
  /** Others that could be its id (exact ids, not hubs), most likely first: the admin may choose one. */
  alternatives: DetectedDevice[]
  /** The device chosen was as likely as the next: the choice is worth a look. */
  tie: boolean
  parts: DockPart[]
}

export interface UsbArrival {
  dock: Dock | undefined
  /** USB devices that are no dock's: on a port of the laptop beside one, or alone without hubs. */
  loose: DetectedDevice[]
}

function whyPart(device: DetectedDevice, own: DetectedDevice | undefined): SurveyCodedText {
  if (isHub(device)) return coded('survey.text.part-hub')
  if (device.serialId === undefined)
    return device.missing
      ? coded('survey.text.part-no-serial')
      : coded('survey.text.part-ambiguous')
  if (isPlaceholder(device)) return coded('survey.text.part-placeholder')
  // A device with an exact id that is no hub ranks, so here the dock has its own device.
  const name = own?.name ?? ''
  return coded('survey.text.part-of-dock', {
    name,
  })
}

/** On a root port of the laptop with nothing below it, where the topology says so (Linux). */
function onLaptopPort(device: DetectedDevice, all: readonly DetectedDevice[]): boolean {
  const port = device.where
  if (port === undefined || !PORT_PATH.test(port) || port.includes('.') || isHub(device))
    return false
  return !all.some((other) => other.where?.startsWith(`${port}.`))
}

/**
 * The USB devices that arrived since the baseline, as one dock (they arrive together) and the loose
 * devices beside it. `preferred`: models the admin chose as a dock's id before, chosen again first.
 */
export function groupUsb(
  appeared: readonly DetectedDevice[],
  preferred: ReadonlySet<string> = new Set(),
): UsbArrival {
  const usb = appeared.filter((device) => device.kind === 'usb')
  const withHub = usb.some(isHub)
  // A dock shows its hubs (or says it is one); a lone device may be anyone's, and is not proposed.
  if (!withHub && !usb.some((device) => DOCK_WORDS.test(device.name)))
    return { dock: undefined, loose: usb }
  // Only beside hubs is a device on the laptop's own port told apart from the dock's.
  const loose = withHub ? usb.filter((device) => onLaptopPort(device, usb)) : []
  const members = usb.filter((device) => !loose.includes(device))
  const ranked = members
    .map((device, order) => ({ device, order, points: score(device, preferred) }))
    .filter((entry): entry is typeof entry & { points: number } => entry.points !== undefined)
    .sort((a, b) => b.points - a.points || a.order - b.order)
  const own = ranked[0]?.device
  const tie = ranked.length > 1 && ranked[0]?.points === ranked[1]?.points
  return {
    dock: {
      own,
      alternatives: ranked.slice(1).map((entry) => entry.device),
      tie,
      parts: members
        .filter((device) => device !== own)
        .map((device) => ({ device, why: whyPart(device, own) })),
    },
    loose,
  }
}
