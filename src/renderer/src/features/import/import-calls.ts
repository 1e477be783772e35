import { CHANGES_NOTHING, useServerCall } from '../../api/server-state.ts'

/**
 * The import's calls before the send, one per IPC method: main keeps the file and the check, and no
 * other screen's data changes with them (the send does, and is a mutation of its own).
 */
export function useImportCalls() {
  return {
    openImport: useServerCall('openImport', CHANGES_NOTHING),
    chooseImportFile: useServerCall('chooseImportFile', CHANGES_NOTHING),
    rereadImport: useServerCall('rereadImport', CHANGES_NOTHING),
    previewImport: useServerCall('previewImport', CHANGES_NOTHING),
    cancelImport: useServerCall('cancelImport', CHANGES_NOTHING),
    saveImportMapping: useServerCall('saveImportMapping', CHANGES_NOTHING),
    forgetImportChoices: useServerCall('forgetImportChoices', CHANGES_NOTHING),
  }
}
