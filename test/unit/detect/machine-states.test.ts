// A folder of recorded machines, the current one named in its file `current`: each detection reads it
// again, so a test moves the machine from state to state (the floor survey's tests do).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureDetector } from '#core/detect/fixture.ts'
import { tempDir } from '../core/support/fixtures.ts'
import { machineStates } from '../survey/support/floor.ts'

describe('a folder of recorded machine states', () => {
  it('detects the state named in `current`, and the next one once the file changes', async () => {
    const { dir, plug } = await machineStates()
    const detect = await fixtureDetector(dir)
    const docks = async () =>
      (await detect(['usb'])).devices.filter((device) => /^1-1(?:\.|$)/.test(device.where ?? ''))
    expect(await docks()).toEqual([])
    await plug('desk-1')
    expect((await docks()).map((device) => device.serialId ?? device.name)).toEqual([
      'Dell Inc. Dell dock',
      '413C;CNZZ0DOCK26001;45166',
      '0BDA;200901010001;16430',
    ])
    expect((await detect(['usb'])).machine.note?.message).toMatch(/the test fixture desk-1\)/)
  })

  it('marks USB hubs by their device class (09): a dock’s ports', async () => {
    const { dir, plug } = await machineStates()
    await plug('desk-1')
    const { devices } = await (await fixtureDetector(dir))(['usb'])
    expect(devices.filter((device) => device.hub).map((device) => device.where)).toEqual([
      '1-1',
      '2-1',
    ])
  })

  it('says what is wrong with `current`: a name that is no state, or a path out of the folder', async () => {
    const { dir, plug } = await machineStates()
    const detect = await fixtureDetector(dir)
    await plug('desk-9')
    await expect(detect()).rejects.toMatchObject({
      code: 'unreadable',
      message: expect.stringMatching(/desk-9.detect-fixture\.json could not be read/),
    })
    await plug('../survey-floor')
    await expect(detect()).rejects.toThrow(/must name one subfolder/)
  })

  it('a folder with neither a recorded machine nor `current` is refused at once', async () => {
    const dir = await tempDir()
    await writeFile(path.join(dir, 'notes.txt'), '')
    await expect(fixtureDetector(dir)).rejects.toThrow(/neither detect-fixture\.json nor current/)
  })
})
