import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom lacks the layout APIs Mantine asks for; give it inert ones (no behaviour is tested through them).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= InertResizeObserver
window.HTMLElement.prototype.scrollIntoView ??= () => {}
// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })

// jsdom lays nothing out: give the virtualised tables' scroll boxes a desktop-sized viewport so the
// virtualiser renders its first window of rows, as it does in a browser.
const SCROLL_BOXES = new Set(['devices-scroll', 'import-preview-scroll'])
for (const [property, size] of [
  ['clientHeight', 800],
  ['clientWidth', 1200],
] as const) {
  const native = Object.getOwnPropertyDescriptor(window.Element.prototype, property)
  Object.defineProperty(window.Element.prototype, property, {
    configurable: true,
    get(this: Element) {
      if (SCROLL_BOXES.has(this.getAttribute('data-testid') ?? '')) return size
      return (native?.get?.call(this) as number | undefined) ?? 0
    },
  })
}

afterEach(() => {
  cleanup()
  // Screens keep their filters there; each test starts from a window that never saw the app.
  localStorage.clear()
})
