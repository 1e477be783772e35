import { resolveAccount } from '../auth/access.ts'
import type { ServiceContext } from '../service-context.ts'
import type { Handlers } from './handler-types.ts'
import { checkSerialLayout } from './serial-layout.ts'

/** Demo only: the mock service playing a sensor, so the match check can be tried without one. */
export function sensorHandlers(ctx: ServiceContext): Pick<Handlers, 'sensorReport'> {
  return {
    async sensorReport({ principal, query, body }) {
      const account = resolveAccount(ctx.directory, principal, query.accountId)
      // Every id is checked before any is applied: a bad one refuses the whole report.
      body.devices.forEach((device, index) =>
        checkSerialLayout(device.deviceType, device.serialId, `devices[${index}].serialId`),
      )
      const at = new Date(ctx.now()).toISOString()
      const { reported, created } = await ctx.devices.report(account.id, body.devices, at)
      return { status: 'OK', reported, created }
    },
  }
}
