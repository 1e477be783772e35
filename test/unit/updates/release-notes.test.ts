import { describe, expect, it } from 'vitest'
import { releaseNotesText } from '#core/updates/release-notes.ts'
import { NOTES_HTML } from './support/release-feed.ts'

describe('release notes as the window shows them', () => {
  it("turns GitHub's generated notes into lines and bullets, links as their text", () => {
    expect(releaseNotesText(NOTES_HTML)).toBe(
      "What's Changed\n\n" +
        '• Import: wait out 429 Retry-After & resume by @octo in #42\n' +
        '• Updates: restart to update\n\n' +
        'Full Changelog: v0.1.0...v0.2.0',
    )
  })

  it.each([
    ['nothing', null, ''],
    ['plain text', 'Fixes the import.', 'Fixes the import.'],
    ['line breaks', 'one<br>two<br/>three', 'one\ntwo\nthree'],
    ['entities', '&lt;b&gt; &amp; &#169; &#x2014; &nbsp;x', '<b> & © — x'],
    ['a script, dropped with its content', '<p>a</p><script>alert(1)</script><p>b</p>', 'a\n\nb'],
    [
      'notes of several versions',
      [
        { version: '0.3.0', note: '<p>Three</p>' },
        { version: '0.2.0', note: null },
      ],
      '0.3.0\n\nThree\n\n0.2.0',
    ],
  ] as const)('%s', (_what, notes, text) => {
    expect(releaseNotesText(notes as Parameters<typeof releaseNotesText>[0])).toBe(text)
  })

  it('cuts notes longer than anyone reads in a window', () => {
    const text = releaseNotesText(`<p>${'x'.repeat(30_000)}</p>`)
    expect(text).toHaveLength(20_001)
    expect(text.endsWith('…')).toBe(true)
  })
})
