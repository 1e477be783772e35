import { describe, expect, it } from 'vitest'
import { fieldPicker } from '#mock-server/http/pick-fields.ts'
import { endpoints } from '#shared/api/index.ts'
import type { Endpoint } from '#shared/api/index.ts'

const device = {
  serialId: 'Network;02:00:00:00:03:01;WiFi',
  deviceType: 32,
  name: 'Corp',
  info: '5 GHz',
  locationId: null,
  source: 'admin',
  stored: false,
}

describe('the fields a success body keeps (fieldPicker)', () => {
  it('keeps what zod’s parse keeps, in the same order, and drops the rest at every depth', () => {
    const schema = endpoints.upsertDevice.response
    const output = {
      extra: 'dropped',
      status: 'OK',
      message: 'Device created or updated.',
      created: true,
      device: { ...device, passwordHash: 'dropped' },
    }
    const picked = fieldPicker(schema)(output)
    expect(JSON.stringify(picked)).toBe(JSON.stringify(schema.parse(output)))
    expect(JSON.stringify(picked)).not.toContain('dropped')
  })

  it('goes into arrays and leaves out optional fields that are not there', () => {
    const schema = endpoints.whoAmI.response
    const output = {
      status: 'OK',
      principal: { kind: 'user', name: 'a', role: 'member', sessionDigest: 'secret-digest' },
    }
    expect(fieldPicker(schema)(output)).toEqual(schema.parse(output))
    const list = endpoints.listDevices.response
    const devices = { status: 'OK', devices: [{ ...device, x: 1 }, device] }
    expect(fieldPicker(list)(devices)).toEqual(list.parse(devices))
  })

  it('never lets an object through where the contract has a value', () => {
    const schema = endpoints.health.response
    expect(fieldPicker(schema)({ status: { nested: 'secret' } })).toEqual({})
  })

  it.each(Object.entries(endpoints) as [string, Endpoint][])(
    'can be made for %s’s response schema',
    (_name, endpoint) => {
      expect(() => fieldPicker(endpoint.response)).not.toThrow()
    },
  )
})
