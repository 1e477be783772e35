import type { AboutPanelOptionsOptions } from 'electron'

const COPYRIGHT = 'MIT licence · Device Registry Admin contributors'

/** Help → About: name, version, licence, and what happens with updates (managed, automatic, ready…). */
export function aboutPanelOptions(
  name: string,
  version: string,
  updateSummary: string,
): AboutPanelOptionsOptions {
  return {
    applicationName: name,
    applicationVersion: version,
    copyright: `${COPYRIGHT}\n${updateSummary}`,
  }
}
