// Detect on this PC in German: what detection says in its own words (the machine note, a reader that could
// not read, what was left out and noticed) in the window's words, the serial id helper's too; uncoded English stays marked.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DetectScreen } from '#renderer/features/detect/DetectScreen.tsx'
import type { Detection } from '#shared/ipc/detect.ts'
import { accountAdminSession, fakeApi, ok } from '../fake-api.ts'
import { renderInWorkspace } from '../render.tsx'

const DETECTION: Detection = {
  machine: {
    hostname: 'desk-0417',
    platform: 'win32',
    note: {
      code: 'recorded-machine',
      id: 'detect.text.recorded-machine',
      values: { host: 'desk-0417', platform: 'win32', fixture: 'windows-11' },
      message:
        'Recorded outputs of desk-0417 (win32, the test fixture windows-11): not this machine.',
    },
  },
  devices: [],
  skipped: [
    {
      kind: 'nic',
      name: 'lo',
      reason: {
        code: 'loopback',
        id: 'detect.text.loopback',
        message: 'loopback: the machine talking to itself',
      },
    },
    {
      kind: 'nic',
      name: 'br0',
      reason: { id: 'serialId.leftOut.bridge', message: 'a bridge joins other interfaces' },
      leftOut: 'bridge',
    },
  ],
  readers: [
    {
      kind: 'wifi',
      source: 'netsh wlan show networks mode=bssid',
      status: 'unavailable',
      code: 'tool-missing',
      id: 'detect.text.tool-missing',
      values: { tool: 'netsh' },
      message: 'netsh is not installed on this machine.',
      found: 0,
      ms: 3,
    },
  ],
  notices: [
    {
      kind: 'wifi',
      code: 'no-wifi-adapter',
      id: 'detect.text.no-wifi-adapter',
      message: 'This machine has no Wi-Fi adapter, so it sees no access points.',
    },
    {
      kind: 'monitor',
      helperCode: 'wmi-no-serial',
      id: 'serialId.notice.wmi-no-serial',
      message: 'WmiMonitorID reports no serial for this monitor; read its EDID instead.',
    },
    { kind: 'usb', message: 'A sentence another part made, in English.' },
  ],
  registry: { checked: true, complete: true },
  ms: 120,
}

describe('Detect on this PC in German', () => {
  it('says the machine note, a reader’s failure, what was left out and noticed in German', async () => {
    renderInWorkspace(
      <DetectScreen />,
      fakeApi([], { detectDevices: () => ok(DETECTION) }),
      accountAdminSession,
      'de',
    )
    expect(
      await screen.findByText(
        'Aufgezeichnete Ausgaben von desk-0417 (win32, Testdaten windows-11): nicht dieser Rechner.',
      ),
    ).toBeTruthy()
    const items = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(items).toContainEqual(
      expect.stringMatching(/nicht verfügbar: netsh ist auf diesem Rechner nicht installiert\.$/),
    )
    expect(items).toContain('lo ausgelassen: Loopback – der Rechner spricht mit sich selbst.')
    const noWifi = screen.getByText(
      'Dieser Rechner hat keinen WLAN-Adapter und sieht daher keine Access Points.',
    )
    expect(noWifi.closest('[lang="en"]')).toBeNull()
    // The serial id helper's notice and left-out reason, with its codes, in German too.
    expect(items).toContain('br0 ausgelassen: eine Bridge verbindet andere Schnittstellen.')
    const helper = screen.getByText(
      'WmiMonitorID meldet für diesen Monitor keine Seriennummer; lesen Sie stattdessen seine EDID aus.',
    )
    expect(helper.closest('[lang="en"]')).toBeNull()
    // A text without a code: English as it came, and marked so.
    const uncoded = screen.getByText('A sentence another part made, in English.')
    expect(uncoded.closest('[lang="en"]')).toBeTruthy()
  })
})
