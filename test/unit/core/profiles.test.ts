import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createProfileFileStore, PROFILES_FILE_NAME } from '#core/profiles/file-store.ts'
import { createProfileService } from '#core/profiles/profile-service.ts'
import { OFFLINE_PROFILE_ID } from '#core/profiles/schema.ts'
import { tempDir } from './support/fixtures.ts'

const remote = {
  name: 'Production',
  baseUrl: 'https://admin.example.com/',
  authMethod: 'apiKey' as const,
  username: null,
  allowInsecureHttp: false,
  defaultAccountId: null,
}

async function service(dir?: string) {
  const configDir = dir ?? (await tempDir())
  return { configDir, profiles: createProfileService(createProfileFileStore(configDir)) }
}

describe('profiles', () => {
  it('starts with one profile, the offline demo, and writes it to profiles.json', async () => {
    const { configDir, profiles } = await service()
    const { file, notice } = await profiles.state()
    expect(notice).toBeNull()
    expect(file.activeProfileId).toBe(OFFLINE_PROFILE_ID)
    expect(file.profiles).toEqual([
      expect.objectContaining({
        name: 'Offline demo',
        kind: 'offline',
        baseUrl: null,
        authMethod: 'apiKey',
      }),
    ])
    const onDisk = JSON.parse(await readFile(path.join(configDir, PROFILES_FILE_NAME), 'utf8'))
    expect(onDisk).toEqual(file)
  })

  it('adds a remote profile with a normalized URL and keeps it across instances', async () => {
    const { configDir, profiles } = await service()
    const { profile } = await profiles.save(remote)
    expect(profile).toMatchObject({ kind: 'remote', baseUrl: 'https://admin.example.com' })
    const again = await service(configDir)
    expect((await again.profiles.get(profile.id)).name).toBe('Production')
  })

  it('edits a profile in place and switches the active one', async () => {
    const { profiles } = await service()
    const { profile } = await profiles.save(remote)
    const { previous } = await profiles.save({ ...remote, id: profile.id, name: 'Prod EU' })
    expect(previous?.name).toBe('Production')
    await profiles.use(profile.id)
    expect(await profiles.active()).toMatchObject({ id: profile.id, name: 'Prod EU' })
  })

  it('removes a profile and falls back to another when it was active', async () => {
    const { profiles } = await service()
    const { profile } = await profiles.save(remote)
    await profiles.use(profile.id)
    const { file } = await profiles.remove(profile.id)
    expect(file.profiles.map((p) => p.id)).toEqual([OFFLINE_PROFILE_ID])
    expect(file.activeProfileId).toBe(OFFLINE_PROFILE_ID)
  })

  it.each([
    [
      'remove',
      (p: Awaited<ReturnType<typeof service>>['profiles']) => p.remove(OFFLINE_PROFILE_ID),
    ],
    [
      'edit',
      (p: Awaited<ReturnType<typeof service>>['profiles']) =>
        p.save({ ...remote, id: OFFLINE_PROFILE_ID }),
    ],
  ])('refuses to %s the built-in offline profile', async (_what, act) => {
    const { profiles } = await service()
    await expect(act(profiles)).rejects.toMatchObject({ code: 'validation_failed' })
  })

  it('names an unknown profile', async () => {
    const { profiles } = await service()
    await expect(profiles.use('nope')).rejects.toMatchObject({
      code: 'not_found',
      message: expect.stringContaining('"nope"'),
    })
  })

  it('refuses an unsafe URL with a message on the baseUrl field', async () => {
    const { profiles } = await service()
    await expect(
      profiles.save({ ...remote, baseUrl: 'http://admin.example.com' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'baseUrl', message: expect.stringContaining('unencrypted') }],
    })
  })

  it('writes atomically: no temporary file is left behind', async () => {
    const { configDir, profiles } = await service()
    await Promise.all([profiles.save(remote), profiles.save({ ...remote, name: 'Second' })])
    expect(await readdir(configDir)).toEqual([PROFILES_FILE_NAME])
    expect((await profiles.state()).file.profiles).toHaveLength(3)
  })

  it('loses no change when two processes (the app and the command line) edit the folder at once', async () => {
    const { configDir, profiles: app } = await service()
    const { profiles: cli } = await service(configDir)
    await app.state()
    const names = Array.from({ length: 6 }, (_, i) => `Profile ${i}`)
    await Promise.all(names.map((name, i) => (i % 2 ? cli : app).save({ ...remote, name })))
    const saved = (await app.state()).file.profiles.map((p) => p.name)
    expect(saved).toEqual(expect.arrayContaining(names))
    expect(await readdir(configDir)).toEqual([PROFILES_FILE_NAME])
  })

  it('takes over a lock left by a process that died, and waits for a live one only so long', async () => {
    const configDir = await tempDir()
    const lockPath = path.join(configDir, `${PROFILES_FILE_NAME}.lock`)
    const profiles = createProfileService(
      createProfileFileStore(configDir, { waitMs: 100, staleMs: 5_000 }),
    )
    await writeFile(lockPath, '999999\n')
    await expect(profiles.save(remote)).rejects.toMatchObject({ code: 'profiles_busy' })
    const minuteAgo = new Date(Date.now() - 60_000)
    await utimes(lockPath, minuteAgo, minuteAgo)
    await profiles.save(remote)
    expect((await profiles.state()).file.profiles).toHaveLength(2)
    expect(await readdir(configDir)).toEqual([PROFILES_FILE_NAME])
  })

  it.each([
    ['not JSON', '{"version": 1, "profiles": [', 'not valid JSON'],
    [
      'the wrong shape',
      JSON.stringify({ version: 1, activeProfileId: 'x', profiles: [] }),
      'does not match the profile format',
    ],
    [
      'an active id naming no profile',
      JSON.stringify({
        version: 1,
        activeProfileId: 'gone',
        profiles: [
          {
            id: 'a',
            name: 'A',
            kind: 'offline',
            baseUrl: null,
            authMethod: 'apiKey',
            username: null,
            allowInsecureHttp: false,
            defaultAccountId: null,
          },
        ],
      }),
      'activeProfileId names no profile',
    ],
  ])('sets a file with %s aside, reports it and starts over', async (_what, content, reason) => {
    const dir = await tempDir()
    await writeFile(path.join(dir, PROFILES_FILE_NAME), content)
    const { profiles } = await service(dir)
    const { file, notice } = await profiles.state()
    expect(file.profiles.map((p) => p.id)).toEqual([OFFLINE_PROFILE_ID])
    expect(notice?.message).toContain(reason)
    const aside = (await readdir(dir)).find((name) =>
      name.startsWith(`${PROFILES_FILE_NAME}.corrupt-`),
    )
    expect(aside).toBeDefined()
    expect(notice?.message).toContain(path.join(dir, aside!))
    expect(await readFile(path.join(dir, aside!), 'utf8')).toBe(content)
  })

  it('does not quote the corrupt file in the notice', async () => {
    const dir = await tempDir()
    await writeFile(path.join(dir, PROFILES_FILE_NAME), 'password=hunter2-not-json')
    const { notice } = await (await service(dir)).profiles.state()
    expect(JSON.stringify(notice)).not.toContain('hunter2')
  })

  it.skipIf(process.platform === 'win32')(
    'creates a missing profile folder, private (0700), before taking the lock',
    async () => {
      const dir = path.join(await tempDir(), 'never-seen', 'Device Registry Admin')
      const { profiles } = await service(dir)
      expect((await profiles.state()).file.activeProfileId).toBe(OFFLINE_PROFILE_ID)
      expect((await stat(dir)).mode & 0o777).toBe(0o700)
    },
  )

  it.each([
    [
      'profiles.json is a folder',
      PROFILES_FILE_NAME,
      'is a folder, not a file. Move that folder aside',
    ],
    ['the profile folder is a file', '', 'is not a folder (a file has its name)'],
  ])('says what to do when %s', async (_what, name, fix) => {
    const parent = await tempDir()
    const dir = path.join(parent, 'config')
    if (name) await mkdir(path.join(dir, name), { recursive: true })
    else await writeFile(dir, '')
    const error = await (await service(dir)).profiles.state().catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'profiles_unusable',
      message: expect.stringContaining(fix),
    })
  })
})
