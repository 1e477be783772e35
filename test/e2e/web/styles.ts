import { expect, type Page } from '@playwright/test'

/**
 * Every Mantine component drawn on the page has its stylesheet loaded. Mantine puts two classes on
 * each part it draws: the hashed class of its CSS module (`m_9dc8ae12`), which only the component's
 * stylesheet has rules for, and `mantine-<Component>-<part>`, which names it. A hashed class that no
 * loaded rule mentions is a stylesheet left out of mantine-styles.ts; it fails here with the
 * component's name, found from what is rendered rather than from a list kept by hand.
 */
export async function expectStyled(page: Page, what: string): Promise<void> {
  const unstyled = await page.evaluate(() => {
    const styled = new Set<string>()
    const read = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const [, name] of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) styled.add(name!)
        // @layer, @media, @supports and nested rules hold rules of their own.
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of document.styleSheets) read(sheet.cssRules)
    const missing = new Map<string, Set<string>>()
    for (const element of document.querySelectorAll('[class*="m_"]')) {
      const classes = [...element.classList]
      const hashed = classes.filter((name) => /^m_[0-9a-f]+$/.test(name) && !styled.has(name))
      if (hashed.length === 0) continue
      // mantine-RadioCard-card, not the global mantine-focus-auto.
      const parts = classes.filter((name) => /^mantine-[A-Z]/.test(name))
      const components = parts.map((name) => name.split('-')[1]!)
      const key = [...new Set(components)].join('/') || '(unnamed)'
      const entry = missing.get(key) ?? new Set<string>()
      for (const name of hashed) entry.add(`.${name} on ${parts.join(' ')}`)
      missing.set(key, entry)
    }
    return [...missing].map(([component, at]) => `${component}: ${[...at].join(', ')}`)
  })
  expect(unstyled, `Mantine components drawn without their stylesheet on ${what}`).toEqual([])
}
