import { mkdir, open, readFile, rename } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { ImportFieldSchema, RememberedSchema, type Remembered } from '#shared/ipc/import.ts'

// Saved mappings (by name, for files with the same headers) and what was chosen for one file (by its
// name, size and content), in a small file in the app's config folder, readable by its owner only. It holds
// column names, fields and serial ids: never a secret.

const FILE = 'import-memory.json'
/** Files whose choices are kept; the oldest is forgotten first. */
const KEPT_FILES = 50

const SavedSchema = z.object({
  name: z.string(),
  signature: z.string(),
  columns: z.array(
    z.object({ header: z.string(), field: z.union([ImportFieldSchema, z.literal('ignore')]) }),
  ),
  savedAt: z.string(),
})
export type SavedMapping = z.infer<typeof SavedSchema>

const FileChoicesSchema = z.object({ key: z.string(), ...RememberedSchema.shape })

const MemorySchema = z.object({
  version: z.literal(1),
  mappings: z.array(SavedSchema),
  files: z.array(FileChoicesSchema),
})
type Memory = z.infer<typeof MemorySchema>

const empty = (): Memory => ({ version: 1, mappings: [], files: [] })

export function createImportMemory(dir: string, log: (line: string) => void = () => {}) {
  const path = join(dir, FILE)
  // One write at a time, in the order asked.
  let queue: Promise<unknown> = Promise.resolve()

  async function load(): Promise<Memory> {
    let text: string
    try {
      text = await readFile(path, 'utf8')
    } catch {
      return empty()
    }
    const parsed = MemorySchema.safeParse(
      (() => {
        try {
          return JSON.parse(text) as unknown
        } catch {
          return undefined
        }
      })(),
    )
    if (parsed.success) return parsed.data
    const aside = `${path}.damaged-${Date.now()}`
    await rename(path, aside).catch(() => {})
    log(`${FILE} could not be read; set aside as ${aside}, saved mappings start empty.`)
    return empty()
  }

  async function save(memory: Memory): Promise<void> {
    await mkdir(dir, { recursive: true })
    const temporary = `${path}.${process.pid}.tmp`
    const handle = await open(temporary, 'w', 0o600)
    try {
      await handle.writeFile(`${JSON.stringify(memory, null, 1)}\n`)
      await handle.chmod(0o600)
    } finally {
      await handle.close()
    }
    await rename(temporary, path)
  }

  function change(edit: (memory: Memory) => void): Promise<void> {
    const next = queue.then(async () => {
      const memory = await load()
      edit(memory)
      await save(memory)
    })
    queue = next.catch(() => {})
    return next
  }

  return {
    mappings: async (): Promise<SavedMapping[]> => (await load()).mappings,
    saveMapping: (saved: Omit<SavedMapping, 'savedAt'>) =>
      change((memory) => {
        memory.mappings = [
          { ...saved, savedAt: new Date().toISOString() },
          ...memory.mappings.filter((m) => m.name.toLowerCase() !== saved.name.toLowerCase()),
        ]
      }),
    remembered: async (key: string): Promise<Remembered | null> => {
      const entry = (await load()).files.find((file) => file.key === key)
      if (!entry) return null
      const { key: _key, ...rest } = entry
      return rest
    },
    remember: (key: string, state: Omit<Remembered, 'savedAt'>) =>
      change((memory) => {
        const others = memory.files.filter((file) => file.key !== key)
        const worth =
          state.choices.length > 0 ||
          state.edits.length > 0 ||
          state.ssids !== undefined ||
          state.mapping !== undefined ||
          state.acceptSuggestions === true ||
          (state.readings?.length ?? 0) > 0
        memory.files = worth
          ? [{ key, ...state, savedAt: new Date().toISOString() }, ...others].slice(0, KEPT_FILES)
          : others
      }),
    forget: (key: string) =>
      change((memory) => {
        memory.files = memory.files.filter((file) => file.key !== key)
      }),
  }
}
export type ImportMemory = ReturnType<typeof createImportMemory>
