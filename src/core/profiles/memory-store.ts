import type { ProfileFileStore } from './file-store.ts'
import { ProfilesFileSchema, type ProfilesFile } from './schema.ts'

/**
 * Profiles held in memory only, never written: a command line run that names its service and key in
 * the environment (DEVICE_ADMIN_URL, DEVICE_ADMIN_API_KEY) leaves nothing behind.
 */
export function createMemoryProfileStore(initial: ProfilesFile): ProfileFileStore {
  let file = ProfilesFileSchema.parse(initial)
  return {
    filePath: '(memory)',
    load: async () => ({ file: structuredClone(file), notice: null }),
    update: async (operation) => {
      const next = structuredClone(file)
      const result = await operation(next)
      file = ProfilesFileSchema.parse(next)
      return { result, notice: null }
    },
  }
}
