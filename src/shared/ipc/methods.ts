// The IPC method names, apart from their schemas, so the sandboxed preload bundles no zod.
export const ipcMethods = [
  'getAppInfo',
  'listProfiles',
  'saveProfile',
  'removeProfile',
  'useProfile',
  'getSession',
  'checkConnection',
  'testConnection',
  'signIn',
  'signOut',
  'resetDemo',
  'listAccounts',
  'listLocations',
  'listDevices',
  'putDevices',
  'updateDevice',
  'pairDevices',
  'unpairDevices',
  'listApiKeys',
  'reportRendererError',
  'detectDevices',
  'listActivity',
  'exportActivity',
  'undoActivity',
  'findLostDevices',
  'restoreLostDevices',
  'forgetLostDevices',
  'lastLocation',
  'openImport',
  'previewImport',
  'sendImport',
  'cancelImport',
  'importReportCsv',
  'importRowCells',
  'previewRows',
  'saveImportMapping',
  'forgetImportChoices',
  'rereadImport',
  'chooseImportFile',
  'exportDeskTemplate',
  'exportDevices',
  'saveFile',
  'getUpdateStatus',
  'restartToUpdate',
  'openReleasePage',
] as const

export type IpcMethod = (typeof ipcMethods)[number]

/** Every IPC channel carries this prefix; main and preload accept no other. */
export const IPC_CHANNEL_PREFIX = 'api:'

export function ipcChannel(method: IpcMethod): string {
  return IPC_CHANNEL_PREFIX + method
}
