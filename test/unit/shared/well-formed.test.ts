import { describe, expect, it } from 'vitest'
import { parseSeed } from '#mock-server/index.ts'
import testSeed from '../../fixtures/mock-server/test-seed.json' with { type: 'json' }
import { endpoints, type Endpoint } from '#shared/api/index.ts'
import { INPUTS_AS_SENT, ipcContract } from '#shared/ipc/contract.ts'
import { ipcMethods } from '#shared/ipc/methods.ts'
import { loneSurrogateIndex, nulIndex, refusesLoneSurrogates } from '#shared/well-formed.ts'

describe('loneSurrogateIndex', () => {
  it.each([
    ['', -1],
    ['plain ASCII', -1],
    ['Ünïcödé and 中文', -1],
    ['a pair: \ud83d\ude00', -1],
    ['\ud800', 0],
    ['x\udfff', 1],
    ['reversed \ude00\ud83d', 9],
    ['pair then half \ud83d\ude00\ud83d', 17],
  ])('%j → %i', (text, index) => {
    expect(loneSurrogateIndex(text)).toBe(index)
  })
})

describe('nulIndex', () => {
  it.each([
    ['', -1],
    ['plain ASCII', -1],
    ['a tab\tand ESC\u001b stay', -1],
    ['\u0000', 0],
    ['Dock\u0000 2\u0000', 4],
  ])('%j → %i', (text, index) => {
    expect(nulIndex(text)).toBe(index)
  })
})

describe('every input refuses lone surrogates', () => {
  it.each(Object.entries(endpoints) as [string, Endpoint][])(
    'the service’s %s: its query and body',
    (_name, endpoint) => {
      for (const schema of [endpoint.query, endpoint.body])
        if (schema) expect(refusesLoneSurrogates(schema)).toBe(true)
    },
  )

  it.each(ipcMethods.filter((method) => !INPUTS_AS_SENT.has(method)))(
    'the window’s %s',
    (method) => {
      expect(refusesLoneSurrogates(ipcContract[method].input)).toBe(true)
    },
  )

  it('only a renderer error report is logged as the window sent it', () => {
    expect([...INPUTS_AS_SENT]).toEqual(['reportRendererError'])
  })

  it('a seed, naming the entry', () => {
    const seed = structuredClone(testSeed)
    seed.devices[1]!.name = 'Dock \udbff'
    expect(() => parseSeed(seed)).toThrow(/devices\[1\]\.name: must be well-formed Unicode/)
  })

  it('names every field that holds one, and only after the shape is right', () => {
    const input = {
      accountId: 'a1',
      serialId: 'x\ud800',
      name: 'ok',
      info: '\udc00',
      via: 'devices',
    }
    const result = ipcContract.updateDevice.input.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['serialId', 'info'])
  })
})
