import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { expectStyled } from './styles.ts'

/**
 * axe-core on the whole page as it is now: no violation at all, each one named when there is one.
 * Every Mantine component drawn must have its stylesheet too: without it a selected card looks like
 * the others and labels leave their controls, which axe does not see.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await expectStyled(page, what)
  const { violations } = await new AxeBuilder({ page }).analyze()
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  )
  expect(found, `axe violations on ${what}`).toEqual([])
}
