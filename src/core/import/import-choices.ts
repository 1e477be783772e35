import { UserFacingError } from '#shared/errors.ts'
import type { ColumnMapping, ImportPlanInput } from '#shared/ipc/import.ts'
import { mappingColumns } from './check-table.ts'
import type { ImportContext } from './import-context.ts'
import { headerSignature } from './mapping.ts'
import { opened } from './open-file.ts'

// What the import memory keeps of the files opened: the choices made for one file, and mappings saved
// by name for files with the same headers.

/**
 * What was chosen for the file of that key, for when it is opened again; the mapping only where it is
 * not the file's own (`own`). A memory that cannot be written is logged, never the preview's failure.
 */
export async function rememberChoices(
  { deps, memory }: ImportContext,
  key: string,
  input: ImportPlanInput,
  own: boolean,
): Promise<void> {
  await memory
    .remember(key, {
      ...(own ? {} : { mapping: input.mapping }),
      choices: input.choices,
      edits: input.edits ?? [],
      ...(input.ssids ? { ssids: input.ssids } : {}),
      ...(input.acceptSuggestions ? { acceptSuggestions: true } : {}),
      ...(input.readings?.length ? { readings: input.readings } : {}),
      ...(input.answeredColumns?.length ? { answeredColumns: input.answeredColumns } : {}),
    })
    .catch((error: unknown) => deps.log?.(`import choices not remembered: ${String(error)}`))
}

/** The open file's mapping saved under a name, for the next file with the same headers. */
export async function saveMapping(
  context: ImportContext,
  importId: string,
  name: string,
  mapping: ColumnMapping,
): Promise<{ name: string }> {
  const state = opened(context, importId)
  if (mapping.length !== state.table.headers.length)
    throw new UserFacingError('invalid_input', mappingColumns(mapping, state.table))
  await context.memory.saveMapping({
    name,
    signature: headerSignature(state.table.headers),
    columns: state.table.headers.map((header, index) => ({
      header,
      field: mapping[index] ?? 'ignore',
    })),
  })
  return { name }
}

/** What was chosen for the open file, forgotten. */
export async function forgetChoices(
  context: ImportContext,
  importId: string,
): Promise<{ forgotten: true }> {
  const state = opened(context, importId)
  await context.memory.forget(state.key)
  return { forgotten: true }
}
