import { readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SIZE,
  placeWindow,
  readWindowState,
  writeWindowState,
  type Rect,
} from '#core/desktop/window-state.ts'
import { tempDir } from './support/fixtures.ts'

const LAPTOP: Rect = { x: 0, y: 0, width: 1440, height: 870 }
const RIGHT_MONITOR: Rect = { x: 1440, y: 0, width: 2560, height: 1400 }
const saved = (x: number, y: number, width = 1280, height = 820, maximized = false) => ({
  x,
  y,
  width,
  height,
  maximized,
})

describe('where the window opens', () => {
  it.each([
    [
      'where it was, on the laptop',
      saved(50, 20),
      [LAPTOP],
      { x: 50, y: 20, width: 1280, height: 820 },
    ],
    [
      'where it was, on a second monitor',
      saved(2000, 100),
      [LAPTOP, RIGHT_MONITOR],
      { x: 2000, y: 100, width: 1280, height: 820 },
    ],
    [
      'on the laptop when the monitor it was on is unplugged',
      saved(2000, 100),
      [LAPTOP],
      { x: 160, y: 50, width: 1280, height: 820 },
    ],
    [
      'on screen when its title bar is above the top',
      saved(100, -400),
      [LAPTOP],
      { x: 100, y: 0, width: 1280, height: 820 },
    ],
    [
      'shrunk to a screen smaller than it',
      saved(0, 0, 2400, 1300),
      [LAPTOP],
      { x: 0, y: 0, width: 1440, height: 870 },
    ],
    [
      'on the nearest display when it is far away',
      saved(-9000, 5000),
      [LAPTOP, RIGHT_MONITOR],
      { x: 0, y: 50, width: 1280, height: 820 },
    ],
  ] as const)('opens %s', (_case, state, areas, bounds) => {
    expect(placeWindow(state, areas)).toEqual({ bounds, maximized: false })
  })

  it('keeps it maximized', () => {
    expect(placeWindow(saved(0, 0, 1280, 820, true), [LAPTOP]).maximized).toBe(true)
  })

  it.each([
    ['nothing saved', undefined],
    ['not an object', 'big'],
    ['a size as text', { ...saved(0, 0), width: '1280' }],
    ['a negative size', saved(0, 0, -5, 600)],
    ['a fraction', saved(0.5, 0)],
    ['no maximized flag', { x: 0, y: 0, width: 1280, height: 820 }],
  ])('opens at the default size, centred, with %s', (_case, state) => {
    expect(placeWindow(state, [LAPTOP])).toEqual({ bounds: DEFAULT_SIZE, maximized: false })
  })
})

describe('window-state.json', () => {
  it('is read back as written, and private', async () => {
    const dir = await tempDir()
    writeWindowState(dir, saved(10, 20))
    expect(readWindowState(dir)).toEqual(saved(10, 20))
    if (process.platform !== 'win32')
      expect((await stat(path.join(dir, 'window-state.json'))).mode & 0o777).toBe(0o600)
  })

  it('reads as nothing when missing or not JSON', async () => {
    const dir = await tempDir()
    expect(readWindowState(dir)).toBeUndefined()
    await writeFile(path.join(dir, 'window-state.json'), '{ broken')
    expect(readWindowState(dir)).toBeUndefined()
    expect(await readFile(path.join(dir, 'window-state.json'), 'utf8')).toBe('{ broken')
  })
})
