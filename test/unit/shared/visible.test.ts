import { describe, expect, it } from 'vitest'
import { hasControls, visible, visibleParts } from '#shared/text/visible.ts'

const ESC = '\u001b'
const BEL = '\u0007'

describe('visible(): text that cannot act on a terminal or reorder a line', () => {
  it.each([
    ['plain text', 'Dock 3, floor 2', 'Dock 3, floor 2'],
    ['letters of any script', 'Büro 3 · 会議室 · مكتب', 'Büro 3 · 会議室 · مكتب'],
    ['a backslash, kept as it is', 'C:\\dock', 'C:\\dock'],
    ['NUL', 'a\u0000b', 'a\\x00b'],
    ['BEL', `a${BEL}`, 'a\\x07'],
    ['a window title (OSC 0)', `${ESC}]0;pwned${BEL}`, '\\x1b]0;pwned\\x07'],
    ['clear screen (CSI 2J)', `${ESC}[2Jname`, '\\x1b[2Jname'],
    ['a colour', `${ESC}[31mred${ESC}[0m`, '\\x1b[31mred\\x1b[0m'],
    ['carriage return (overwrites the line)', 'ok\revil', 'ok\\revil'],
    ['backspace', 'ab\bc', 'ab\\x08c'],
    ['newline', 'two\nlines', 'two\\nlines'],
    ['tab', 'a\tb', 'a\\tb'],
    ['US, the last C0', '\u001f', '\\x1f'],
    ['DEL', 'a\u007f', 'a\\x7f'],
    ['C1 CSI (one character)', '\u009b2J', '\\x9b2J'],
    ['C1 NEL', 'a\u0085b', 'a\\x85b'],
    ['C1 OSC and ST', '\u009d0;t\u009c', '\\x9d0;t\\x9c'],
    ['NBSP, just after C1: kept', 'a\u00a0b', 'a\u00a0b'],
    ['right-to-left override', 'invoice\u202eexe.pdf', 'invoice\\u202eexe.pdf'],
    ['left-to-right embedding … pop', '\u202aa\u202c', '\\u202aa\\u202c'],
    ['the isolates', '\u2066a\u2067b\u2068c\u2069', '\\u2066a\\u2067b\\u2068c\\u2069'],
    ['LRM and RLM', '\u200ea\u200f', '\\u200ea\\u200f'],
    ['Arabic letter mark', 'a\u061c', 'a\\u061c'],
    ['zero-width joiner (not a control): kept', 'a\u200db', 'a\u200db'],
  ])('%s', (_case, text, shown) => {
    expect(visible(text)).toBe(shown)
    expect(hasControls(text)).toBe(text !== shown)
  })

  it.each([
    [{ newlines: true }, `a\nb\t${ESC}`, 'a\nb\\t\\x1b'],
    [{ tabs: true }, `a\nb\t${ESC}`, 'a\\nb\t\\x1b'],
    [{ newlines: true, tabs: true }, `a\r\nb\t`, 'a\\r\nb\t'],
  ])('keeps line breaks or tabs where the caller allows: %o', (options, text, shown) => {
    expect(visible(text, options)).toBe(shown)
  })

  it('changes nothing the second time (a message escaped once, then printed through the same gate)', () => {
    const once = visible(`${ESC}]0;x${BEL}\u202e\u0085\\`)
    expect(visible(once)).toBe(once)
    expect(hasControls(once)).toBe(false)
  })

  it('gives the escapes apart, for a window to mark them', () => {
    expect(visibleParts(`Desk${ESC}[2J 4`)).toEqual([
      { text: 'Desk', escape: false },
      { text: '\\x1b', escape: true },
      { text: '[2J 4', escape: false },
    ])
    expect(visibleParts('')).toEqual([])
    expect(
      visibleParts(`a\u202eb\n`)
        .map((p) => p.text)
        .join(''),
    ).toBe(visible(`a\u202eb\n`))
  })
})
