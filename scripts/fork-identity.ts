// Where a build's updates, homepage and maintainer point: package.json's by default; a fork's from the
// environment (scripts/with-signing-env.ts passes them to electron-builder as -c.<key>=<value>):
//   DEVICE_ADMIN_REPOSITORY  owner/name on GitHub: the update feed (its releases) and the homepage;
//                            in GitHub Actions GITHUB_REPOSITORY is used when it is not set
//   DEVICE_ADMIN_HOMEPAGE    https URL of the project (the .deb's Homepage)
//   DEVICE_ADMIN_MAINTAINER  "Name <email>" (the .deb's Maintainer)
import type { Env } from './with-signing-env.ts'

export type Identity = { args: string[]; lines: string[] }

const set = (env: Env, name: string) => (env[name] ?? '').trim()

/** The electron-builder config overrides for this environment, and a line for each. */
export function forkIdentity(env: Env): Identity {
  const args: string[] = []
  const lines: string[] = []
  const repoVar = set(env, 'DEVICE_ADMIN_REPOSITORY')
    ? 'DEVICE_ADMIN_REPOSITORY'
    : 'GITHUB_REPOSITORY'
  const repository = set(env, repoVar)
  if (repository) {
    if (!/^[\w.-]+\/[\w.-]+$/.test(repository))
      throw new Error(`${repoVar}=${repository}: give the GitHub repository as owner/name`)
    const url = `https://github.com/${repository}`
    args.push(`-c.extraMetadata.repository=${url}`, `-c.extraMetadata.homepage=${url}`)
    lines.push(`update feed: the releases of ${url} (from ${repoVar})`)
  } else lines.push('update feed: the releases of package.json repository')

  const homepage = set(env, 'DEVICE_ADMIN_HOMEPAGE')
  if (homepage) {
    if (!/^https:\/\/[^\s]+$/.test(homepage))
      throw new Error(`DEVICE_ADMIN_HOMEPAGE=${homepage}: give an https:// URL`)
    args.push(`-c.extraMetadata.homepage=${homepage}`)
    lines.push(`homepage: ${homepage} (from DEVICE_ADMIN_HOMEPAGE)`)
  }
  const maintainer = set(env, 'DEVICE_ADMIN_MAINTAINER')
  if (maintainer) {
    if (!/^[^<>]+ <[^<>\s]+@[^<>\s]+>$/.test(maintainer))
      throw new Error(`DEVICE_ADMIN_MAINTAINER=${maintainer}: give it as Name <email>`)
    args.push(`-c.linux.maintainer=${maintainer}`)
    lines.push(`maintainer: ${maintainer} (from DEVICE_ADMIN_MAINTAINER)`)
  }
  return { args, lines }
}
