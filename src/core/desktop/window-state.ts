import { randomBytes } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const DEFAULT_SIZE = { width: 1280, height: 820 }
export const MIN_SIZE = { width: 900, height: 600 }

const Size = z.number().int().min(100).max(100_000)
const Offset = z.number().int().min(-100_000).max(100_000)

/** window-state.json: where the window was when it last closed. */
export const WindowStateSchema = z.object({
  x: Offset,
  y: Offset,
  width: Size,
  height: Size,
  maximized: z.boolean(),
})
export type WindowState = z.infer<typeof WindowStateSchema>

export const WINDOW_STATE_FILE = 'window-state.json'

/** How much of the title bar must lie on a display for the window to count as reachable. */
const GRIP = { width: 120, height: 24 }

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return { width: Math.max(0, width), height: Math.max(0, height) }
}

const distance = (a: Rect, b: Rect) =>
  Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2))

/** The display showing most of the window, else the nearest one. */
function bestArea(bounds: Rect, areas: readonly Rect[]): Rect {
  const shown = (area: Rect) => {
    const { width, height } = overlap(bounds, area)
    return width * height
  }
  return [...areas].sort(
    (a, b) => shown(b) - shown(a) || distance(bounds, a) - distance(bounds, b),
  )[0]!
}

/** The window moved and, if need be, shrunk into the area, whole. */
function fitInto(bounds: Rect, area: Rect): Rect {
  const width = Math.min(bounds.width, area.width)
  const height = Math.min(bounds.height, area.height)
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)
  return {
    x: clamp(bounds.x, area.x, area.x + area.width - width),
    y: clamp(bounds.y, area.y, area.y + area.height - height),
    width,
    height,
  }
}

/**
 * Where the window opens, given what window-state.json held (anything, parsed here) and the work
 * areas of the displays now attached: the saved place when its title bar can still be grabbed on a
 * display and it fits there; else moved (and shrunk) onto the display showing most of it (a monitor
 * unplugged, a smaller screen); the default size, centred, when nothing usable was saved.
 */
export function placeWindow(
  saved: unknown,
  workAreas: readonly Rect[],
): { bounds: Rect | typeof DEFAULT_SIZE; maximized: boolean } {
  const state = WindowStateSchema.safeParse(saved)
  if (!state.success || workAreas.length === 0) return { bounds: DEFAULT_SIZE, maximized: false }
  const { maximized, ...bounds } = state.data
  const titleBar = { x: bounds.x, y: bounds.y, width: bounds.width, height: GRIP.height }
  const reachable = workAreas.some((area) => {
    const shown = overlap(titleBar, area)
    return shown.width >= Math.min(GRIP.width, bounds.width) && shown.height >= GRIP.height
  })
  const area = bestArea(bounds, workAreas)
  const fits = bounds.width <= area.width && bounds.height <= area.height
  return { bounds: reachable && fits ? bounds : fitInto(bounds, area), maximized }
}

/** The saved state as it is on disk (parsed by placeWindow); undefined when there is none. */
export function readWindowState(dir: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(dir, WINDOW_STATE_FILE), 'utf8'))
  } catch {
    return undefined
  }
}

/** Written whole or not at all (a temporary file and a rename), readable by its owner only. */
export function writeWindowState(dir: string, state: WindowState): void {
  const file = path.join(dir, WINDOW_STATE_FILE)
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(temporary, `${JSON.stringify(WindowStateSchema.parse(state))}\n`, { mode: 0o600 })
  renameSync(temporary, file)
}
