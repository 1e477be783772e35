// The errors main words of an import, a desk template, the registry's changes and undo, the activity log, a
// pairing and a recorded machine travel with a code and values, and the window's English for each is
// main's own. Each is made by the real code that throws it.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deskTemplate } from '#core/import/template.ts'
import { fixtureDetector } from '#core/detect/fixture.ts'
import { createJournal } from '#core/journal/journal.ts'
import { activityFilter } from '#core/registry/activity-export.ts'
import type { AccountDevices } from '#core/registry/account-ops.ts'
import type { ChangeContext } from '#core/registry/change-context.ts'
import { currentDevice, unpairDevices } from '#core/registry/change-device.ts'
import { putDevices } from '#core/registry/put-devices.ts'
import { undoEntry } from '#core/registry/undo.ts'
import { explainUnknownDevices } from '#core/registry/unknown-devices.ts'
import type { Authorized } from '#core/session/session-manager.ts'
import type { Device } from '#shared/api/devices.ts'
import { IMPORT_ERROR_TEXT_CODES } from '#shared/import-error-texts.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { ActivityEntry } from '#shared/ipc/registry.ts'
import { german } from '../../renderer/translate.ts'
import { unsaid } from '../../support/said-texts.ts'
import { textOf, sentText, thrown, rejected } from '../core/support/error-text.ts'
import { openFile, tableOf } from './support.ts'
import { zipOf } from '../../support/zip.ts'
import { call, fails, tempDir, testCore } from '../core/support/fixtures.ts'

/** The file refusals of reading a file (bytes or JSON) that are not a table. */
async function fileTexts(): Promise<ErrorText[]> {
  const files: Array<[string, Uint8Array | string]> = [
    ['empty.csv', new Uint8Array(0)],
    ['book.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0])],
    ['old.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1])],
    ['list.pdf', '%PDF-1.7\n'],
    ['scan.txt', 'BSS xx:xx:xx:xx:3e:41(on wlan0)\n\tSSID: Corp\n\tfreq: 5180\n'],
    ['photo.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['data.csv', new Uint8Array(Array.from({ length: 512 }, (_, n) => (n * 7) % 32))],
    ['one.csv', 'abcdefghi\u0001'],
    ['cut.json', '{"devices": ['],
    ['comma.json', '{"a": 1,}'],
    ['token.json', '{"a": tru}'],
    ['object.json', '{"devices": 3}'],
    ['nothing.json', '{}'],
    ['numbers.json', '[1, 2]'],
    ['number.json', '[1]'],
    ['text.json', '"a device"'],
  ]
  const plan = zipOf({ 'accessPoints.json': '{"accessPoints": [{"id": "a1"}]}' })
  const damaged = zipOf({ 'accessPoints.json': '{"accessPoints": [' })
  files.push(['plan.esx', plan], ['damaged.esx', damaged])
  return Promise.all(files.map(([name, bytes]) => rejected(tableOf(name, bytes))))
}

/** What the import's steps refuse, through the handler table as the window calls them. */
async function importTexts(): Promise<ErrorText[]> {
  let during: Promise<ErrorText[]> | null = null
  let importId = ''
  const core = await testCore({
    emit: (event) => {
      if (event !== 'importProgress' || during) return
      during = Promise.all([
        fails(core.dispatch, 'sendImport', { ...input, importId }).then(sentText),
        fails(core.dispatch, 'rereadImport', { importId }).then(sentText),
      ])
    },
  })
  const csv = [
    'bssid,ssid,band,location',
    ...Array.from(
      { length: 200 },
      (_, n) => `02:00:00:00:01:${n.toString(16).padStart(2, '0')},Corp,5 GHz,berlin-f2`,
    ),
  ].join('\n')
  const opened = await openFile(core.dispatch, 'many.csv', csv)
  const { input } = opened
  importId = input.importId
  const texts = [
    await rejected(core.openImportFile(join(await tempDir(), 'missing.csv'))),
    sentText(await fails(core.dispatch, 'importReportCsv', { importId: randomUUID() })),
    sentText(await fails(core.dispatch, 'importReportCsv', { importId })),
    sentText(await fails(core.dispatch, 'importRowCells', { importId, row: 1234 })),
    sentText(await fails(core.dispatch, 'previewImport', { ...input, mapping: ['bssid'] })),
    sentText(
      await fails(core.dispatch, 'saveImportMapping', {
        importId,
        name: 'x',
        mapping: ['bssid', 'ssid', 'ignore', 'ignore', 'ignore'],
      }),
    ),
    sentText(
      await fails(core.dispatch, 'previewImport', {
        ...input,
        mapping: input.mapping.map(() => 'ignore'),
      }),
    ),
    sentText(await fails(core.dispatch, 'rereadImport', { importId })),
    sentText(await fails(core.dispatch, 'openImport', base64('headless.csv', ',,\na,b,c\n'))),
    sentText(await fails(core.dispatch, 'openImport', base64('header.csv', 'serialId,name\n'))),
  ]
  const asked = await openFile(
    core.dispatch,
    'asked.csv',
    'bssid,Device Name,Hostname\n00:00:5e:00:53:01,a,b\n',
  )
  texts.push(sentText(await fails(core.dispatch, 'sendImport', asked.input)))
  await core.dispatch('sendImport', input)
  if (!during) throw new Error('no progress while sending')
  return [...texts, ...(await during)]
}

const base64 = (fileName: string, text: string) => ({
  fileName,
  base64: Buffer.from(text).toString('base64'),
})

/** A desk template where the service lists no locations, not this one, or no hierarchy. */
async function templateTexts(): Promise<ErrorText[]> {
  const service = (listed: unknown) =>
    ({
      client: { listLocations: async () => listed },
      credentials: { apiKey: 'k' },
      profile: { defaultAccountId: null },
    }) as unknown as Authorized
  const flat = { locations: [{ id: 'berlin', name: 'Berlin' }] }
  return Promise.all(
    [
      [null, 'berlin'],
      [flat, 'nowhere'],
      [flat, 'berlin'],
    ].map(([listed, locationId]) =>
      rejected(deskTemplate({ locationId: locationId as string, monitors: 2 }, service(listed))),
    ),
  )
}

const device = (serialId: string, locationId: string | null): Device =>
  ({ serialId, deviceType: 4, name: 'Dock 1', info: 'WD19', locationId }) as Device

/** A change context whose account holds these devices. */
function context(devices: Device[], upsert?: () => Promise<never>): ChangeContext {
  return {
    ops: {
      devices: async () => ({
        devices: new Map(devices.map((d) => [d.serialId, d])),
        complete: true,
      }),
      upsert,
    },
  } as unknown as ChangeContext
}

/** Each reason an undo is refused, from entries of the journal's shape. */
async function undoTexts(): Promise<ErrorText[]> {
  const serialId = '413C;UNDO-TEXT-1;45166'
  const entry = (over: Partial<ActivityEntry>) =>
    ({
      id: 7,
      action: 'pair',
      serialId,
      undoable: true,
      undoneBy: null,
      before: { deviceType: 4, name: 'Dock 1', info: 'WD19', locationId: null },
      after: { deviceType: 4, name: 'Dock 1', info: 'WD19', locationId: 'berlin-f2' },
      ...over,
    }) as ActivityEntry
  const at = (locationId: string | null) => context([device(serialId, locationId)])
  const cases: Array<[ChangeContext, ActivityEntry]> = [
    [at('berlin-f2'), entry({ undoable: false, undoneBy: 9 })],
    [at('berlin-f2'), entry({ undoable: false })],
    [at('berlin-f2'), entry({ before: null })],
    [context([]), entry({})],
    [at('berlin-f2'), entry({ after: null })],
    [
      context([{ ...device(serialId, null), name: 'Dock 2', info: 'WD22' }]),
      entry({ action: 'update' }),
    ],
    [at('berlin-f3'), entry({})],
    [at(null), entry({})],
    [at('berlin-f3'), entry({ after: { ...entry({}).after!, locationId: null } })],
  ]
  return Promise.all(cases.map(([ctx, e]) => rejected(undoEntry(ctx, e))))
}

/** A register the admin cancelled while it waited out the service's 429. */
async function cancelledText(): Promise<ErrorText> {
  const controller = new AbortController()
  const ctx = context([], async () => {
    controller.abort()
    throw Object.assign(new UserFacingError('rate_limited', 'Too many attempts.'), {
      retryAfterSeconds: 0,
    })
  })
  const journal = createJournal({ dir: await tempDir(), surface: 'cli', log: () => {} })
  const who = { kind: 'apiKey', name: 'test', role: 'accountAdmin' } as const
  const change = { ...ctx, journal, scope: { profileId: 'p', accountId: '' }, who, via: 'import' }
  const [result] = await putDevices(
    change as ChangeContext,
    [{ ...device('S-1', null), locationId: null }],
    true,
    {
      signal: controller.signal,
      defaultWaitMs: 1,
    },
  )
  return sentText(result?.error)
}

/** An unpair the service stopped at its first device: the one after it was not sent. */
async function unpairNotSentText(): Promise<ErrorText> {
  const ctx = context([])
  ctx.ops.unpair = async () => {
    throw new UserFacingError('network', 'The service cannot be reached.')
  }
  const journal = createJournal({ dir: await tempDir(), surface: 'cli', log: () => {} })
  const results = await unpairDevices({ ...ctx, journal }, ['S-1', 'S-2'])
  return sentText(results[1]?.error)
}

async function registryTexts(): Promise<ErrorText[]> {
  const known = (complete: boolean): AccountDevices => ({ devices: new Map(), complete })
  const core = await testCore()
  const unknown = (serialIds: string[], known: string[]) =>
    explainUnknownDevices(new UserFacingError('not_found', 'Not found.'), serialIds, {
      devices: async () => ({ devices: known.map((id) => device(id, null)) }),
      hasLocation: async () => true,
    }).then(textOf)
  return [
    thrown(() => currentDevice(known(true), 'Network;02:00:00:00:02:01;WiFi')),
    thrown(() => currentDevice(known(false), 'Network;02:00:00:00:02:01;WiFi')),
    await cancelledText(),
    await unpairNotSentText(),
    thrown(() => activityFilter({ since: 'last Tuesday' })),
    sentText(await fails(core.dispatch, 'undoActivity', { entryId: 4242, via: 'activity' })),
    await unknown(['a', 'b', 'c'], ['a']),
    await unknown(['a', 'b'], ['a']),
    sentText(await fails(core.dispatch, 'listApiKeys', { tenantId: 't1', accountId: 'a1' })),
    sentText(await notLost(core)),
  ]
}

/** The error of restoring a device the journal never lost. */
async function notLost(core: Awaited<ReturnType<typeof testCore>>) {
  const { results } = await call(core.dispatch, 'restoreLostDevices', {
    serialIds: ['Network;02:00:00:00:02:09;WiFi'],
    locationId: 'berlin-f2',
    keepUnpaired: false,
    via: 'lost',
  })
  return results[0]?.error
}

/** A folder of recorded machines whose `current` file is gone, names no folder, or a broken machine. */
async function fixtureTexts(): Promise<ErrorText[]> {
  const dir = await tempDir()
  await mkdir(join(dir, 'broken'))
  await mkdir(join(dir, 'odd'))
  await writeFile(join(dir, 'broken', 'detect-fixture.json'), '{"platform": ')
  await writeFile(join(dir, 'odd', 'detect-fixture.json'), '{"platform": "beos"}')
  const current = join(dir, 'current')
  await writeFile(current, 'broken\n')
  const detector = await fixtureDetector(dir)
  const texts = [await rejected(detector())]
  await writeFile(current, 'odd\n')
  texts.push(await rejected(detector()))
  await writeFile(current, '../elsewhere\n')
  texts.push(await rejected(detector()))
  await rm(current)
  texts.push(await rejected(detector()))
  return texts
}

describe('errors main words of imports, the registry, the activity log and detection', () => {
  it('come with a code for each kind, and each is said with a catalog message in both languages', async () => {
    const texts = [
      ...(await fileTexts()),
      ...(await importTexts()),
      ...(await templateTexts()),
      ...(await undoTexts()),
      ...(await registryTexts()),
      ...(await fixtureTexts()),
    ]
    expect(new Set(texts.map((text) => text.code))).toEqual(new Set(IMPORT_ERROR_TEXT_CODES))
    expect(unsaid(texts)).toEqual([])
  }, 30_000)

  it('are said in German with their values, counts as plurals', async () => {
    const one = await rejected(tableOf('one.csv', 'abcdefghi\u0001'))
    expect(german(one.id!, one.values)).toBe(
      'one.csv enthält Binärdaten (1 der ersten 10 Bytes ist ein Steuerzeichen), keinen Text: Die Datei ist weder CSV noch JSON noch eine Texttabelle. Exportieren Sie die Liste aus dem Tool als CSV und importieren Sie diese.',
    )
    const refused = await explainUnknownDevices(
      new UserFacingError('not_found', 'x'),
      ['a', 'b', 'c'],
      { devices: async () => ({ devices: [] }), hasLocation: async () => null },
    )
    const unknown = textOf(refused)
    expect(german(unknown.id!, unknown.values)).toMatch(
      /^3 der 3 Geräte sind dem Dienst nicht bekannt, daher wurde nichts zugeordnet\. /,
    )
    // Each device it names is said in the window's language too.
    const fields = (refused as UserFacingError).fields ?? []
    expect(fields.map((field) => german(field.id!, field.values))).toEqual([
      'a ist dem Dienst nicht bekannt',
      'b ist dem Dienst nicht bekannt',
      'c ist dem Dienst nicht bekannt',
    ])
  })
})
