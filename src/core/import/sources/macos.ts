import type { ImportSource } from './source.ts'

/** macOS `system_profiler SPDisplaysDataType -json`: the displays nested under each GPU, read by its reader. */
export const macosDisplays: ImportSource = {
  id: 'macos-displays',
  recognise: (view) => view.printout?.kind === 'monitor',
  kind: 'monitor',
  notes: [],
}
