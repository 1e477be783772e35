import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** What the packaged app's package.json says about its build (scripts/with-signing-env.ts adds codeSigned). */
const AppManifestSchema = z.object({
  // electron-builder's command line may hand -c.extraMetadata values over as text.
  codeSigned: z.union([z.boolean(), z.string()]).optional(),
  repository: z.union([z.string(), z.object({ url: z.string() })]).optional(),
})

export interface AppManifest {
  codeSigned: boolean
  /** `owner/name` of the GitHub repository whose releases are the update feed, if it is one. */
  gitHubRepository: string | null
}

/** Reads package.json from the app's folder (inside the asar); a missing or odd one says "unsigned". */
export function readAppManifest(appPath: string): AppManifest {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(path.join(appPath, 'package.json'), 'utf8'))
  } catch {
    raw = {}
  }
  const manifest = AppManifestSchema.safeParse(raw)
  const repository = manifest.success ? manifest.data.repository : undefined
  const url = typeof repository === 'string' ? repository : repository?.url
  const match = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? '')
  return {
    codeSigned: manifest.success && String(manifest.data.codeSigned) === 'true',
    gitHubRepository: match?.[1] ?? null,
  }
}

/** The release page of a version, or null for a version string that is not a plain version. */
export function releasePageUrl(gitHubRepository: string, version: string): string | null {
  if (!/^\d+\.\d+\.\d+[\w.+-]*$/.test(version)) return null
  return `https://github.com/${gitHubRepository}/releases/tag/v${version}`
}
