// A desk's proposal in German: why an item is proposed or not (the survey's notes, the serial id helper's) and why a dock's device
// is not its id, in the window's words; the serial id helper's English stays marked.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProposalItem } from '#renderer/features/survey/ProposalItem.tsx'
import type { SurveyItem } from '#shared/ipc/survey.ts'
import { renderInLanguage } from '../render.tsx'

const DOCK: SurveyItem = {
  key: 'dock:1',
  role: 'dock',
  kind: 'usb',
  deviceType: 4,
  serialId: '413C;CNZZ0DOCK26007;45166',
  options: [{ serialId: '413C;CNZZ0DOCK26007;45166', label: 'Dell dock' }],
  needsChoice: false,
  proposed: true,
  model: 'Dell dock',
  name: 'Desk 2.07 dock',
  info: 'Dell dock',
  placement: 'elsewhere',
  registered: {
    name: 'Desk 2.07 dock',
    info: '',
    locationId: 'desk-2-07',
    locationName: 'Desk 2.07',
  },
  warnings: [],
  notes: [
    {
      code: 'paired-elsewhere',
      id: 'survey.text.paired-elsewhere',
      values: { role: 'dock', where: 'Desk 2.07' },
      message: 'This dock is paired to Desk 2.07: confirming moves it here.',
    },
    {
      partError: 'sysfs-no-serial',
      id: 'serialId.error.sysfs-no-serial',
      message:
        'The device reports no USB serial, so no sensor can tell it from another of its model.',
    },
    { message: 'A sentence another part made, in English.' },
  ],
  parts: [
    {
      name: 'USB2.0 Hub',
      where: '3-1',
      why: { code: 'part-hub', id: 'survey.text.part-hub', message: "a hub: the dock's ports" },
    },
  ],
}

describe('a desk’s proposal in German', () => {
  it('says why a dock moves here, and why a device of it is not its id, in German', () => {
    renderInLanguage(
      <ProposalItem
        item={DOCK}
        deskLabel="Desk 4.03"
        choice={{ serialId: DOCK.serialId, included: true }}
        onChange={() => {}}
      />,
      'de',
    )
    const moves = screen.getByText(
      'Diese Dockingstation ist Desk 2.07 zugeordnet: Die Bestätigung verschiebt sie hierher.',
    )
    expect(moves.closest('[lang="en"]')).toBeNull()
    expect(screen.getByText(/ein Hub: die Anschlüsse der Dockingstation$/)).toBeTruthy()
    const helper = screen.getByText(/^Das Gerät meldet keine USB-Seriennummer/)
    expect(helper.closest('[lang="en"]')).toBeNull()
    const uncoded = screen.getByText('A sentence another part made, in English.')
    expect(uncoded.closest('[lang="en"]')).toBeTruthy()
  })
})
