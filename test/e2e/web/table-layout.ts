import { expect, type Locator, type Page } from '@playwright/test'

/**
 * What a person sees of each of a table's columns that the screen names as essential: whether its
 * header is inside the window and its scroll box (no sideways scrolling to find it), and, for each
 * row, how wide the column's first word is beside the room the cell gives it.
 */
interface ColumnFacts {
  header: string
  found: boolean
  inView: boolean
  right: number
  /** Rows whose cell is narrower than its first word: the word, its width and the room. */
  cramped: Array<{ word: string; needs: number; has: number }>
}

/**
 * Checks that each header named (a regular expression on its text, hidden words included) is within
 * the viewport and the table's scroll box, and that no cell of its column is narrower than its
 * content's first word (a 0 px column fails: its first word has no room).
 */
export async function expectEssentialColumns(table: Locator, headers: RegExp[]): Promise<void> {
  const facts: ColumnFacts[] = await table.evaluate(
    (element, sources) => {
      const table = element as HTMLTableElement
      const ths = [...table.querySelectorAll('thead th')]
      let box = table.parentElement
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
      const clip = (box ?? document.documentElement).getBoundingClientRect()
      const shown = (node: Node) => {
        const parent = node.parentElement
        if (!parent) return false
        // Words only for screen readers (a 1 px clipped box) are not what the column must fit.
        for (let up: HTMLElement | null = parent; up && up !== table; up = up.parentElement)
          if (up.getBoundingClientRect().width <= 1 || getComputedStyle(up).display === 'none')
            return false
        return true
      }
      const firstWord = (cell: Element) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.nodeValue ?? ''
          const match = /\S+/u.exec(text)
          if (!match || !shown(node)) continue
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          return { word: match[0], needs: range.getBoundingClientRect().width }
        }
        return null
      }
      return sources.map((source) => {
        const pattern = new RegExp(source)
        const index = ths.findIndex((th) => pattern.test((th.textContent ?? '').trim()))
        const th = ths[index]
        if (!th) return { header: source, found: false, inView: false, right: 0, cramped: [] }
        const rect = th.getBoundingClientRect()
        const inView =
          rect.width > 0 &&
          rect.left >= Math.max(0, clip.left) - 0.5 &&
          rect.right <= Math.min(window.innerWidth, clip.right) + 0.5
        const cramped = []
        for (const row of table.querySelectorAll('tbody tr')) {
          const cells = (row as HTMLTableRowElement).cells
          if (cells.length !== ths.length) continue
          const cell = cells[index]!
          const word = firstWord(cell)
          if (!word) continue
          const style = getComputedStyle(cell)
          const has =
            cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          if (word.needs > has + 0.5)
            cramped.push({ word: word.word, needs: Math.round(word.needs), has: Math.round(has) })
        }
        return { header: source, found: true, inView, right: Math.round(rect.right), cramped }
      })
    },
    headers.map((header) => header.source),
  )
  for (const fact of facts) {
    expect(fact.found, `no column ${fact.header}`).toBe(true)
    expect(fact.inView, `column ${fact.header} ends at x = ${fact.right}, out of view`).toBe(true)
    expect(fact.cramped, `column ${fact.header} is narrower than its first word`).toEqual([])
  }
}

/**
 * The text of each cell as it reads on screen: characters cut off by an ellipsis, a clamp or a box
 * that hides its overflow are left out (a run of them reads "…"), words only for screen readers too.
 * With the cell's whole text (its title, or all its text) beside it.
 */
export async function shownTexts(cells: Locator): Promise<Array<{ whole: string; shown: string }>> {
  return cells.evaluateAll((elements) =>
    elements.map((cell) => {
      const clipsOf = (node: Node) => {
        const clips: Array<{ rect: DOMRect; ellipsis: boolean }> = []
        for (let up = node.parentElement; up; up = up.parentElement) {
          const style = getComputedStyle(up)
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
            clips.push({
              rect: up.getBoundingClientRect(),
              ellipsis: style.textOverflow === 'ellipsis',
            })
          if (up === cell) break
        }
        return clips
      }
      let shown = ''
      let cut = false
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      const forReaders = (node: Node) => {
        for (let up = node.parentElement; up && up !== cell; up = up.parentElement)
          if (up.getBoundingClientRect().width <= 1) return true
        return false
      }
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? ''
        if (forReaders(node)) continue
        const clips = clipsOf(node)
        const range = document.createRange()
        for (let at = 0; at < text.length; at++) {
          range.setStart(node, at)
          range.setEnd(node, at + 1)
          const rect = range.getBoundingClientRect()
          const inside =
            rect.width > 0 &&
            clips.every(({ rect: clip, ellipsis }) => {
              // An ellipsis covers about the last em of a box it cuts.
              const room = ellipsis ? clip.right - rect.height : clip.right
              return (
                rect.left >= clip.left - 0.5 &&
                rect.right <= room + 0.5 &&
                rect.top >= clip.top - 0.5 &&
                rect.bottom <= clip.bottom + 0.5
              )
            })
          const blank = /\s/u.test(text[at]!)
          if (inside || (blank && rect.width === 0 && !cut)) {
            shown += text[at]
            cut = false
          } else if (!blank && !cut) {
            shown += '…'
            cut = true
          }
        }
      }
      return {
        whole: cell.getAttribute('title') ?? (cell.textContent ?? '').trim(),
        shown: shown.replace(/\s+/gu, ' ').trim(),
      }
    }),
  )
}

/** Two cells with different whole texts never read alike on screen. */
export async function expectTellApart(cells: Locator): Promise<void> {
  const texts = await shownTexts(cells)
  expect(texts.length, 'no cells to compare').toBeGreaterThan(1)
  const byShown = new Map<string, string>()
  for (const { whole, shown } of texts) {
    const other = byShown.get(shown)
    expect(
      other === undefined || other === whole,
      `"${other}" and "${whole}" both read "${shown}"`,
    ).toBe(true)
    byShown.set(shown, whole)
  }
}

/** The scroll box of a table (a region, by its name) fits its width: nothing is reached only sideways. */
export async function expectNoSideways(page: Page, region: string): Promise<void> {
  const box = page.getByRole('region', { name: region })
  const sideways = await box.evaluate((element) => element.scrollWidth > element.clientWidth)
  expect(sideways, `${region} scrolls sideways`).toBe(false)
}
