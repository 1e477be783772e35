import {
  createTheme,
  Drawer,
  mergeThemeOverrides,
  Menu,
  Modal,
  Select,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core'

/**
 * A dialog fades and slides in as Mantine's does, but keeps no transform once open: a transform makes
 * the dialog the containing block of what it places fixed (a location list), so its scroll box would
 * clip the list to a row and scroll the dialog's buttons out of view.
 */
const dialogTransition = {
  in: { opacity: 1 },
  out: { opacity: 0, transform: 'translateY(-30px)' },
  transitionProperty: 'opacity, transform',
}

export const theme = createTheme({
  primaryColor: 'indigo',
  // White on indigo 6 is 4.3:1; shade 7 gives 5:1 for the text of filled buttons.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'sm',
  // Menus, dialogs and drawers appear at once for people who ask their system for less motion.
  respectReducedMotion: true,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  components: {
    Modal: Modal.extend({
      defaultProps: {
        transitionProps: { duration: 200, transition: dialogTransition },
      },
    }),
    // A menu holds menu items only (no focus placeholder), inside the landmark of its button.
    Menu: Menu.extend({
      defaultProps: { withInitialFocusPlaceholder: false, withinPortal: false },
    }),
    // A list of options opens inside its dialog or screen (so within a landmark, and not hidden from
    // screen readers by a modal dialog), placed fixed so no scrolling box clips it (see dialogTransition).
    Select: Select.extend({
      defaultProps: { comboboxProps: { withinPortal: false, floatingStrategy: 'fixed' } },
    }),
    // A dialog's title bar is no second banner landmark beside the app's header.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
})

/**
 * Small text at 4.5:1 or more in both schemes, set once here rather than per component: dimmed text
 * (Mantine's gives 3.3:1 on white and 4.0:1 on the dark body; this one 4.7:1 even on the light tints
 * of alerts), error text, red buttons, and the light variants that alert titles, the state badges
 * and the active navigation item use.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c646d',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-text': '#c92a2a',
    '--mantine-color-red-filled': '#c92a2a',
    '--mantine-color-red-filled-hover': '#b02525',
    '--mantine-primary-color-light-color': '#24378a',
    '--mantine-color-indigo-light-color': '#24378a',
    '--mantine-color-teal-light-color': '#06664a',
    '--mantine-color-orange-outline': '#c2410c',
    '--mantine-color-orange-light-color': '#9c3604',
    '--mantine-color-yellow-light-color': '#7a4900',
    '--mantine-color-blue-light-color': '#1864ab',
  },
  dark: {
    '--mantine-color-dimmed': '#a8a8a8',
    '--mantine-color-error': '#ff8787',
    '--mantine-color-red-text': '#ff8787',
  },
})

/** The theme in the window's language: every dialog's close button says what it does (Mantine's is an icon). */
export function localizedTheme(
  base: MantineThemeOverride,
  closeLabel: string,
): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel }
  return mergeThemeOverrides(base, {
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    },
  })
}
