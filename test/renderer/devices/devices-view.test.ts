import { describe, expect, it } from 'vitest'
import {
  DEFAULT_VIEW,
  devicesViewKey,
  readDevicesView,
  setDevicesFilter,
} from '#renderer/features/devices/devices-view.ts'
import { readUiState, writeUiState } from '#renderer/app/ui-state.ts'

describe('the devices view kept across restarts', () => {
  it.each([
    ['nothing stored', null],
    ['not an object', 'x'],
    ['fields of the wrong kind', { filter: { state: 'gone', type: 7 }, sort: { key: 'colour' } }],
  ])('falls back to the defaults for %s', (_case, stored) => {
    expect(readDevicesView(stored)).toEqual(DEFAULT_VIEW)
  })

  it('keeps what is right of a stored view', () => {
    expect(
      readDevicesView({
        filter: {
          locationId: 'berlin-f2',
          state: 'memory',
          source: 'admin',
          search: 'desk',
          type: '',
        },
        sort: { key: 'name', direction: 'descending' },
      }),
    ).toEqual({
      filter: {
        locationId: 'berlin-f2',
        state: 'memory',
        source: 'admin',
        search: 'desk',
        type: '',
      },
      sort: { key: 'name', direction: 'descending' },
    })
  })

  it('is set from outside (another screen links to a filtered table), the rest of it cleared', () => {
    const key = devicesViewKey('offline-demo', undefined)
    writeUiState(key, { filter: { search: 'old', type: '32' }, sort: { key: 'name' } })
    writeUiState(`${key}:scroll`, 400)
    setDevicesFilter(key, { locationId: 'berlin-f2', state: 'unpaired' })
    expect(readUiState(key, readDevicesView)).toEqual({
      filter: { locationId: 'berlin-f2', state: 'unpaired', source: '', search: '', type: '' },
      sort: { key: 'name', direction: 'ascending' },
    })
    expect(localStorage.getItem(`device-registry-admin:ui:${key}:scroll`)).toBe('0')
  })
})
