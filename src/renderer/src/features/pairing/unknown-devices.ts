import type { IpcError } from '#shared/ipc/result.ts'

/**
 * The devices a refused pairing names as unknown to the service (main sends them as fields
 * `serialIds[i]`, by their place in the request); empty for any other failure.
 */
export function unknownDevices(error: IpcError | null, sent: readonly string[]): string[] {
  if (error?.code !== 'unknown_devices') return []
  return (error.fields ?? []).flatMap((field) => {
    const index = /^serialIds\[(\d+)\]$/.exec(field.path)?.[1]
    const serialId = index === undefined ? undefined : sent[Number(index)]
    return serialId === undefined ? [] : [serialId]
  })
}
