import { UserFacingError } from '#shared/errors.ts'
import type { IpcHandlers } from '#shared/ipc/contract.ts'
import { NOT_READY, type UpdateService } from './update-service.ts'
import { updateSummary } from './update-summary.ts'

type UpdateMethods = 'getUpdateStatus' | 'restartToUpdate' | 'openReleasePage'

/** The update methods of the handler table; without a service (web harness, command line) updates are off. */
export function createUpdateHandlers(
  updates: UpdateService | undefined,
  appVersion: string,
): Pick<IpcHandlers, UpdateMethods> {
  return {
    getUpdateStatus: async () =>
      updates?.status() ?? {
        currentVersion: appVersion,
        state: 'off',
        summary: updateSummary.installedApp(),
        managed: false,
        update: null,
      },
    restartToUpdate: async () => {
      if (!updates) throw new UserFacingError('not_found', NOT_READY)
      return updates.restart()
    },
    openReleasePage: async () => (updates ? updates.openReleasePage() : { opened: false }),
  }
}
