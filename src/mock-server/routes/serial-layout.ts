import type { DeviceType } from '#shared/api/index.ts'
import { validateLayout } from '#shared/serial-id/index.ts'
import { HttpProblem } from '../http/problem.ts'

/**
 * Spec rule 3: the serial id follows the sensor's layout for its device type, or a 400 says how. What a sensor
 * can report (spaces around a serial, placeholder serials) is accepted as sent, as the helper only warns on it.
 */
export function checkSerialLayout(
  deviceType: DeviceType,
  serialId: string,
  /** Where the id is in the body: `serialId`, or `devices[3].serialId` in a report. */
  path = 'serialId',
): void {
  const result = validateLayout(deviceType, serialId)
  if (result.ok) return
  const suggestion = result.suggestion ? ` Did you mean "${result.suggestion}"?` : ''
  const candidates = result.candidates
    ? ` It can mean ${result.candidates.map((candidate) => `"${candidate.serialId}" (${candidate.label})`).join(' or ')}; send the one the sensor reports.`
    : ''
  throw new HttpProblem(
    400,
    'validation_failed',
    `${path} does not follow the layout for device type ${deviceType}: expected ${result.expectedLayout}.${suggestion}${candidates}`,
    { errors: result.errors.map((error) => ({ path, message: error.message })) },
  )
}
