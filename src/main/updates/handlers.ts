import { UserFacingError } from '#shared/errors.ts'
import type { IpcHandlers } from '#shared/ipc/contract.ts'
import type { UpdateService } from './update-service.ts'
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
      if (!updates) throw new UserFacingError('not_found', 'No update is ready to install yet.')
      return updates.restart()
    },
    openReleasePage: async () => (updates ? updates.openReleasePage() : { opened: false }),
  }
}
