import { coded } from '#shared/coded-text.ts'
import { randomUUID } from 'node:crypto'
import { UserFacingError } from '#shared/errors.ts'
import type { ProfilesNotice, SaveProfileInputSchema } from '#shared/ipc/session.ts'
import type { z } from 'zod'
import { checkServiceUrl } from '../admin-client/service-url.ts'
import type { ProfileFileStore } from './file-store.ts'
import type { Profile, ProfilesFile } from './schema.ts'

export type SaveProfileData = z.output<typeof SaveProfileInputSchema>

function notFound(id: string): UserFacingError {
  return new UserFacingError('not_found', coded('errors.profile.profile-not-found', { id }))
}

/**
 * Profiles on disk. Every operation reads the file afresh, so the app and the command line, sharing
 * the folder, see each other's changes; changes are serialized within this process and, through a
 * lock file, across processes.
 */
export function createProfileService(store: ProfileFileStore) {
  let notice: ProfilesNotice | null = null
  let queue: Promise<unknown> = Promise.resolve()

  async function read(): Promise<ProfilesFile> {
    const loaded = await store.load()
    if (loaded.notice) notice = loaded.notice
    return loaded.file
  }

  /** Runs one read-modify-write at a time. */
  function change<T>(operation: (file: ProfilesFile) => Promise<T> | T): Promise<T> {
    const run = queue.then(async () => {
      const { result, notice: setAside } = await store.update(operation)
      if (setAside) notice = setAside
      return result
    })
    queue = run.catch(() => {})
    return run
  }

  function find(file: ProfilesFile, id: string): Profile {
    const profile = file.profiles.find((p) => p.id === id)
    if (!profile) throw notFound(id)
    return profile
  }

  return {
    /** The file's profiles, and the notice of a file set aside since this process started. */
    async state(): Promise<{ file: ProfilesFile; notice: ProfilesNotice | null }> {
      await queue
      const file = await read()
      return { file, notice }
    },

    async get(id: string): Promise<Profile> {
      return find((await this.state()).file, id)
    },

    async active(): Promise<Profile> {
      const { file } = await this.state()
      return find(file, file.activeProfileId)
    },

    /** Adds (no id) or edits a remote profile; returns it and, on edit, the profile as it was. */
    async save(input: SaveProfileData): Promise<{ profile: Profile; previous: Profile | null }> {
      const url = checkServiceUrl(input.baseUrl, input.allowInsecureHttp)
      return change((file) => {
        const previous = input.id ? find(file, input.id) : null
        if (previous?.kind === 'offline') {
          throw new UserFacingError(
            'validation_failed',
            coded('errors.profile.profile-demo-not-editable'),
          )
        }
        const profile: Profile = {
          id: previous?.id ?? randomUUID(),
          name: input.name,
          kind: 'remote',
          baseUrl: url.toString().replace(/\/$/, ''),
          authMethod: input.authMethod,
          username: input.username || null,
          allowInsecureHttp: input.allowInsecureHttp,
          defaultAccountId: input.defaultAccountId || null,
        }
        file.profiles = previous
          ? file.profiles.map((p) => (p.id === profile.id ? profile : p))
          : [...file.profiles, profile]
        return { profile, previous }
      })
    },

    /** Changes what sign-in learned (the username, the method); no-op when nothing differs. */
    update(
      id: string,
      patch: Partial<Pick<Profile, 'username' | 'authMethod' | 'apiKeyId'>>,
    ): Promise<Profile> {
      return change((file) => {
        const profile = find(file, id)
        Object.assign(profile, patch)
        return profile
      })
    },

    remove(id: string): Promise<{ removed: Profile; file: ProfilesFile }> {
      return change((file) => {
        const removed = find(file, id)
        if (removed.kind === 'offline') {
          throw new UserFacingError(
            'validation_failed',
            coded('errors.profile.profile-demo-not-removable'),
          )
        }
        if (file.profiles.length === 1) {
          throw new UserFacingError('validation_failed', coded('errors.profile.profile-last'))
        }
        file.profiles = file.profiles.filter((p) => p.id !== id)
        if (file.activeProfileId === id) file.activeProfileId = file.profiles[0]!.id
        return { removed, file }
      })
    },

    use(id: string): Promise<Profile> {
      return change((file) => {
        const profile = find(file, id)
        file.activeProfileId = id
        return profile
      })
    },
  }
}
export type ProfileService = ReturnType<typeof createProfileService>
