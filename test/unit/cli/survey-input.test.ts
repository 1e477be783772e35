// The survey's keys: on a terminal one key each (raw mode), from a pipe one line each.
import { describe, expect, it } from 'vitest'
import { intentOfKey, intentOfLine, keysOf, linesOf } from '#cli/admin/commands/survey-input.ts'

describe('survey keys', () => {
  it.each([
    ['\r', 'confirm'],
    ['s', 'skip'],
    ['B', 'back'],
    ['u', 'undo'],
    ['r', 'report'],
    ['q', 'quit'],
    ['\u0003', 'quit'],
    ['x', undefined],
  ])('key %j is %s', (key, intent) => {
    expect(intentOfKey(key)).toBe(intent)
  })

  it.each([
    ['', 'confirm'],
    ['  skip ', 'skip'],
    ['back', 'back'],
    ['U', 'undo'],
    ['quit', 'quit'],
    ['next', undefined],
  ])('line %j is %s', (line, intent) => {
    expect(intentOfLine(line)).toBe(intent)
  })

  it('reads lines split anywhere, CRLF or LF, the last one without a line break', async () => {
    const encode = (text: string) => new TextEncoder().encode(text)
    const inputs = linesOf(
      (async function* () {
        yield encode('s\r\n\nb')
        yield encode('ack\nwhat\nq')
      })(),
    )
    const read = []
    for (let next = await inputs.next(); !next.done; next = await inputs.next())
      read.push(next.value)
    expect(read).toEqual([
      { intent: 'skip' },
      { intent: 'confirm' },
      { intent: 'back' },
      { unknown: 'what' },
      { intent: 'quit' },
    ])
  })

  it('keys pressed together are taken one by one; closing restores the terminal', async () => {
    let restored = false
    const inputs = keysOf(
      (async function* () {
        yield 'sx\r'
      })(),
      () => (restored = true),
    )
    expect(await inputs.next()).toEqual({ done: false, value: { intent: 'skip' } })
    expect(await inputs.next()).toEqual({ done: false, value: { intent: 'confirm' } })
    inputs.close()
    expect(restored).toBe(true)
    expect(await inputs.next()).toEqual({ done: true, value: undefined })
  })
})
