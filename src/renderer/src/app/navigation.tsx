import { createContext, useContext } from 'react'
import type { Screen } from './AppNavbar.tsx'

export interface Navigation {
  screen: Screen
  /** Shows a screen; its heading takes the focus (or the devices search, for the menu's Find). */
  show: (screen: Screen, focus?: 'heading' | 'search') => void
}

export const NavigationContext = createContext<Navigation | null>(null)

/** Moves between screens from anywhere inside the shell (a result's "Show all devices", a link). */
export function useNavigation(): Navigation {
  const value = useContext(NavigationContext)
  if (!value) throw new Error('useNavigation() needs the app shell above it')
  return value
}
