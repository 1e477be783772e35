import type { DeviceType } from '../../shared/api/index.ts'
import { validate } from '../../shared/serial-id/index.ts'
import { HttpProblem } from '../http/problem.ts'

/** Spec rule 3: the serial id follows the sensor's layout for its device type, or a 400 says how. */
export function checkSerialLayout(deviceType: DeviceType, serialId: string): void {
  const result = validate(deviceType, serialId)
  if (result.ok) return
  const suggestion = result.suggestion ? ` Did you mean "${result.suggestion}"?` : ''
  throw new HttpProblem(
    400,
    'validation_failed',
    `serialId does not follow the layout for device type ${deviceType}: expected ${result.expectedLayout}.${suggestion}`,
    { errors: result.errors.map((error) => ({ path: 'serialId', message: error.message })) },
  )
}
