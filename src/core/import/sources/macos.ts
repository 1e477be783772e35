import type { ImportSource } from './source.ts'

/** macOS `system_profiler SPDisplaysDataType -json`: the displays nested under each GPU, read by its reader. */
export const macosDisplays: ImportSource = {
  id: 'macos-displays',
  label: 'macOS display list (system_profiler SPDisplaysDataType)',
  recognise: (view) => view.printout?.kind === 'monitor',
  kind: 'monitor',
  notes: [],
}
