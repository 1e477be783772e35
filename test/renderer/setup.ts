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

afterEach(() => cleanup())
