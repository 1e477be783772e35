import { createTheme, Drawer, Modal, type CSSVariablesResolver } from '@mantine/core'

/** Every dialog's close button says what it does (Mantine's has an icon only). */
const closeButtonProps = { 'aria-label': 'Close' }

export const theme = createTheme({
  primaryColor: 'indigo',
  // White on indigo 6 is 4.3:1; shade 7 gives 5:1 for the text of filled buttons.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'sm',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    // A dialog's title bar is no second banner landmark beside the app's header.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
})

/**
 * Small text at 4.5:1 or more in both schemes, set once here rather than per component: dimmed text
 * (Mantine's gives 3.3:1 on white and 4.0:1 on the dark body), error text, and the light variants the
 * state badges and the active navigation item use.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#666f78',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-text': '#c92a2a',
    '--mantine-primary-color-light-color': '#2f44a8',
    '--mantine-color-indigo-light-color': '#2f44a8',
    '--mantine-color-teal-light-color': '#06664a',
    '--mantine-color-orange-outline': '#c2410c',
  },
  dark: {
    '--mantine-color-dimmed': '#9a9a9a',
    '--mantine-color-error': '#ff8787',
    '--mantine-color-red-text': '#ff8787',
  },
})
