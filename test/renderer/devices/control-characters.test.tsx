import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ErrorAlert } from '#renderer/app/ErrorAlert.tsx'
import { DeviceDetails } from '#renderer/features/devices/DeviceDetails.tsx'
import { DevicesScreen } from '#renderer/features/devices/DevicesScreen.tsx'
import { buildLocationTree } from '#renderer/features/locations/location-tree.ts'
import { TwinWarning } from '#renderer/features/register/TwinWarning.tsx'
import { hasControls } from '#shared/text/visible.ts'
import { accountAdminSession, device, fakeApi } from '../fake-api.ts'
import { renderInLanguage, renderInWorkspace } from '../render.tsx'

// Names, info and serial ids from a service may hold what would hide characters or reorder a line
// (the service accepts them): the window shows them as marked escapes, and copies the id exactly.

const ESC = '\u001b'
const BEL = '\u0007'
const NAME = `Lobby AP${ESC}]0;owned${BEL}${ESC}[2J`
const NAME_SHOWN = 'Lobby AP\\x1b]0;owned\\x07\\x1b[2J'
const INFO = 'rack\u202e4 west'
const INFO_SHOWN = 'rack\\u202e4 west'
/** A serial id no layout allows, as a service other than ours might still list. */
const SERIAL = 'Network;00:1a:2b:3c:4d:77;Gateway\u200f'
const SERIAL_SHOWN = 'Network;00:1a:2b:3c:4d:77;Gateway\\u200f'
const EVIL = device(SERIAL, { deviceType: 16, name: NAME, info: INFO, locationId: 'f2' })

describe('control characters in the window', () => {
  it('the devices table shows them escaped and marked, in the text, titles and labels', async () => {
    renderInWorkspace(
      <DevicesScreen onRegister={() => {}} />,
      fakeApi([EVIL, device('Network;00:1a:2b:3c:4d:02;WiFi')]),
      accountAdminSession,
    )
    await screen.findByText('Showing 2 of 2 devices')
    const row = screen.getByRole('row', {
      name: new RegExp(SERIAL_SHOWN.replace(/[\\;.]/g, '\\$&')),
    })
    expect(row.textContent).toContain(NAME_SHOWN)
    expect(row.textContent).toContain(INFO_SHOWN)
    expect(row.textContent).toContain(SERIAL_SHOWN)
    expect(hasControls(row.textContent ?? '')).toBe(false)
    for (const element of row.querySelectorAll('[title], [aria-label]'))
      for (const attribute of ['title', 'aria-label'])
        expect(hasControls(element.getAttribute(attribute) ?? '')).toBe(false)
    expect([...row.querySelectorAll('[data-escape]')].map((escape) => escape.textContent)).toEqual([
      '\\u200f',
      '\\x1b',
      '\\x07',
      '\\x1b',
      '\\u202e',
    ])
    expect(screen.getByRole('button', { name: `Details of ${NAME_SHOWN}` })).toBeTruthy()
  })

  it('copies the serial id exactly as stored, whatever it shows', async () => {
    const user = userEvent.setup()
    renderInWorkspace(<DevicesScreen onRegister={() => {}} />, fakeApi([EVIL]), accountAdminSession)
    await screen.findByText('Showing 1 of 1 devices')
    await user.click(screen.getByRole('button', { name: `Copy serial id ${SERIAL_SHOWN}` }))
    expect(await navigator.clipboard.readText()).toBe(SERIAL)
  })

  it("the device's details show its name, info and serial id escaped", () => {
    const tree = buildLocationTree([{ id: 'f2', name: `Floor 2${ESC}[8m`, accountId: 'a' }], false)
    renderInLanguage(<DeviceDetails device={EVIL} tree={tree} />)
    const details = screen.getByRole('table', { name: 'Device details' })
    expect(within(details).getByRole('row', { name: /^Name/ }).textContent).toBe(
      `Name${NAME_SHOWN}`,
    )
    expect(within(details).getByRole('row', { name: /^Info/ }).textContent).toBe(
      `Info${INFO_SHOWN}`,
    )
    expect(within(details).getByRole('row', { name: /^Location/ }).textContent).toBe(
      'LocationFloor 2\\x1b[8m (f2)',
    )
    expect(hasControls(details.textContent ?? '')).toBe(false)
    expect(screen.getByRole('button', { name: `Copy serial id ${SERIAL_SHOWN}` })).toBeTruthy()
  })

  it('the register twin warning names the existing devices escaped', () => {
    const twin = device('Network;00:1A:2B:3C:4D:77;Gateway', { deviceType: 16, name: NAME })
    renderInLanguage(
      <TwinWarning
        twins={{ exact: EVIL, lookalikes: [twin] }}
        acknowledged={false}
        onAcknowledge={() => {}}
        onUseCurrent={() => {}}
      />,
    )
    const note = screen.getByRole('note')
    expect(note.textContent).toContain(`“${NAME_SHOWN}” has exactly this serial id`)
    expect(document.body.textContent).toContain(`Network;00:1A:2B:3C:4D:77;Gateway — ${NAME_SHOWN}`)
    // Mantine's style tags bring line breaks of their own.
    expect(hasControls((document.body.textContent ?? '').replaceAll('\n', ''))).toBe(false)
  })

  it("an error shows the service's words and field details escaped, its own lines kept", () => {
    renderInLanguage(
      <ErrorAlert
        error={{
          code: 'validation_failed',
          message: `Refused ${NAME}.\nTry again.`,
          fields: [{ path: `name${ESC}`, message: `too long\u202e` }],
        }}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(`Refused ${NAME_SHOWN}.\nTry again.`)
    expect(alert.textContent).toContain('name\\x1b: too long\\u202e')
    expect(hasControls((alert.textContent ?? '').replaceAll('\n', ''))).toBe(false)
  })
})
