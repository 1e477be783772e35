import { expect, type Page } from '@playwright/test'
import demoSeed from '#mock-server/seed/demo.json' with { type: 'json' }

// The window with `i18n-check` set marks every message it shows between two invisible characters
// (src/renderer/src/i18n/check-mode.ts); any word left outside a mark is text that no message made.
// Exempt: data (every word of the demo's data), what Intl writes (month and day names, relative times),
// text in an element of its own `lang` (what main or a service said, shown as it came), and names marked
// translate="no" (the product's, a profile's).

const WORD = /[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß'-]{2,}/g
const words = (text: string) => (text.match(WORD) ?? []).map((word) => word.toLowerCase())

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

/** Every word of the demo's data: names of places, devices and keys, serial ids. */
const dataWords = () => [...new Set(stringsOf(demoSeed).flatMap(words))]

/** Turns on the marks for the pages of this test (before the window's first script). */
export async function markMessages(page: Page): Promise<void> {
  await page.addInitScript(() =>
    window.localStorage.setItem('device-registry-admin:i18n-check', '1'),
  )
}

export interface MessagesOnlyOptions {
  /** What the test fed in (a pasted output, a file, a recorded machine): its words are data too. */
  data?: readonly string[]
}

/** Every text and label on the page now comes from a message, each word no message made named. */
export async function expectOnlyMessages(
  page: Page,
  what: string,
  { data = [] }: MessagesOnlyOptions = {},
): Promise<void> {
  const found = await page.evaluate(
    ({ data }) => {
      const locale = document.documentElement.lang
      const intlText: string[] = []
      for (let month = 0; month < 12; month++)
        for (const style of ['long', 'short'] as const)
          intlText.push(
            new Date(2026, month, 1 + month).toLocaleDateString(locale, {
              month: style,
              weekday: style,
            }),
          )
      for (const numeric of ['auto', 'always'] as const) {
        const relative = new Intl.RelativeTimeFormat(locale, { numeric })
        for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const)
          for (const amount of [-40, -2, -1, 0, 1, 2, 40])
            intlText.push(relative.format(amount, unit))
      }
      intlText.push(new Date(2026, 0, 1, 15).toLocaleTimeString(locale, { hour12: true }))
      const allowed = new Set(
        [...data, ...intlText].flatMap((text) =>
          (text.match(/[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß'-]{2,}/g) ?? []).map((word) =>
            word.toLowerCase(),
          ),
        ),
      )
      const START = '\u2063'
      const END = '\u2064'
      /** The text outside every mark (marks nest: a message's value may be another message). */
      const unmarked = (text: string) => {
        let depth = 0
        let kept = ''
        for (const char of text) {
          // A space where a message was, so the words either side of it stay apart.
          if (char === START) kept += depth++ === 0 ? ' ' : ''
          else if (char === END) depth = Math.max(0, depth - 1)
          else if (depth === 0) kept += char
        }
        return kept
      }
      const flagged = (text: string) =>
        (unmarked(text).match(/[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß'-]{2,}/g) ?? []).filter(
          (word) => !allowed.has(word.toLowerCase()),
        )
      // A text box's text is what the admin typed or pasted.
      const exempt = (element: Element | null) =>
        element?.closest('script, style, noscript, textarea, [lang]:not(html), [translate="no"]') !=
        null
      const problems: string[] = []
      // Text in document order, one node per line, so a mark may open in one node and close in a later one.
      const texts: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!exempt(node.parentElement)) texts.push(node.nodeValue ?? '')
      const all = texts.join('\n')
      const bad = flagged(all)
      if (bad.length > 0) {
        const lines = unmarked(all)
          .split('\n')
          .filter((line) => flagged(line).length > 0)
        problems.push(...lines.map((line) => `text: ${line.trim().slice(0, 120)}`))
      }
      for (const element of document.body.querySelectorAll(
        '[aria-label], [title], [placeholder], [alt], [aria-description]',
      )) {
        // Hidden from everyone: a library's measuring copy of a text box.
        if (exempt(element) || element.getAttribute('aria-hidden') === 'true') continue
        for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
          const value = element.getAttribute(name)
          if (value && flagged(value).length > 0) problems.push(`${name}: ${unmarked(value)}`)
        }
      }
      if (document.title !== 'Device Registry Admin' && flagged(document.title).length > 0)
        problems.push(`title: ${document.title}`)
      return [...new Set(problems)]
    },
    { data: [...dataWords(), ...data.flatMap(words)] },
  )
  expect.soft(found, `text on ${what} that no message made`).toEqual([])
}
