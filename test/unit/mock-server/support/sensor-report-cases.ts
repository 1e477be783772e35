/** The Prism proxy suite's requests for POST /admin/sensorReport, one per status it documents (413 aside). */
export function sensorReportCases(
  keys: { a1: string; member: string; superKey: string; unknown: string },
  dock: (serial: string) => { serialId: string; deviceType: number; name: string; info: string },
): [string, number, string, { method: 'POST'; path: string; key: string; json: unknown }][] {
  const { a1, member, superKey, unknown } = keys
  const cases = [
    [200, 'a known and a new device', a1, '', [dock('PRISM1'), dock('SENSOR1')]],
    [400, 'a serial id off the layout', a1, '', [{ ...dock('X'), serialId: '413c;X;45166' }]],
    [401, 'an unknown key', unknown, '', [dock('X')]],
    [403, 'a member', member, '', [dock('X')]],
    [404, 'an unknown account (super admin)', superKey, '?accountId=nowhere', [dock('X')]],
  ] as const
  return cases.map(([status, why, key, query, devices]) => [
    'sensorReport',
    status,
    why,
    { method: 'POST', path: `/admin/sensorReport${query}`, key, json: { devices } },
  ])
}
