import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Types words into a location picker (its label) and picks the option with this name. */
export async function pickLocation(
  user: UserEvent,
  label: string,
  words: string,
  option: string,
  scope: HTMLElement = document.body,
) {
  const box = await within(scope).findByRole('combobox', { name: label })
  await user.clear(box)
  await user.type(box, words)
  await user.click(await screen.findByRole('option', { name: option }))
}
