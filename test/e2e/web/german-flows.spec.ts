// The main flows in German, as an admin in Berlin sees them (the browser's language de-DE): registering
// from a German netsh output and pairing, a registration lost on a restart and restored, the import
// preview, detection and the API keys. At each step the window shows only its messages and passes axe.
import { test as base, type Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expectAccessible } from './axe.ts'
import {
  expect,
  startEventHarness,
  startHarness,
  stopHarness,
  test,
  type Harness,
} from './harness-fixture.ts'
import { expectOnlyMessages, markMessages, type MessagesOnlyOptions } from './messages-only.ts'

const fixtures = resolve(import.meta.dirname, '../../fixtures')
const scan = readFileSync(resolve(fixtures, 'serial-id/netsh-networks-de.txt'), 'utf8')
const excelFile = resolve(fixtures, 'import/excel-de-semicolon-bom.csv')
const desk = resolve(fixtures, 'detect/windows-11')
/** Every file of a recorded machine, as text: the names and ids detection shows are its data. */
const recorded = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'latin1'))
// The monitor's id is made from its binary EDID, where the maker's code "DEL" is not text.
const deskData = [...recorded(desk), 'DEL;H7YCC6B814S;D067']

test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin', reducedMotion: 'reduce' })

/**
 * What the admin sees is German and made of messages (besides the data the test fed in), and axe finds
 * nothing.
 */
async function expectGerman(page: Page, what: string, options: MessagesOnlyOptions = {}) {
  await expectOnlyMessages(page, what, options)
  await expectAccessible(page, what)
}

/**
 * A pattern that lets the marks around each message (i18n-check) sit at any space: a sentence may be
 * made of a message holding another.
 */
const loose = (source: string) =>
  new RegExp(source.replaceAll(' ', '[\\u2063\\u2064]* [\\u2063\\u2064]*'))

/** Types words into a location picker (its label in German) and picks the location (data: its own name). */
async function pickLocation(page: Page, label: string, words: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(words)
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('registers from a German netsh output and pairs it; a registration lost on a restart is named and restored', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const run = await startEventHarness(['--check-every', '300'])
  try {
    await markMessages(page)
    await page.goto(run.harness.url)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await page
      .getByRole('button', { name: loose(String.raw`Gerät registrieren`) })
      .first()
      .click()
    await page.getByText('Aus Tool oder EDID lesen').click()
    await page
      .getByRole('textbox', { name: loose(String.raw`Ausgabe Ihres Tools einfügen`) })
      .fill(scan)
    await expect(page.getByText(loose(String.raw`4 Geräte gefunden`))).toBeVisible()
    await expectGerman(page, 'the devices read from netsh', { data: [scan] })

    await pickLocation(page, 'Zuordnen zu', 'floor 2', 'Berlin · Floor 2')
    const office = page.getByRole('group', { name: loose(String.raw`aus netsh, Zeile 9`) })
    await office.getByRole('button', { name: 'Registrieren' }).click()
    await expect(office.getByText(loose(String.raw`Angelegt, zugeordnet`))).toBeVisible()

    await page
      .getByRole('checkbox', {
        name: loose(String.raw`Nicht zuordnen: Der Dienst vergisst es beim Neustart`),
      })
      .check()
    const guests = page.getByRole('group', { name: loose(String.raw`aus netsh, Zeile 35`) })
    await guests.getByRole('button', { name: 'Registrieren' }).click()
    await expect(guests.getByText(loose(String.raw`Angelegt, ohne Zuordnung`))).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Noch nicht gespeichert' }),
    ).toBeVisible()
    await expectGerman(page, 'a device kept unpaired', { data: [scan] })

    await run.restartService()
    const notice = page.getByRole('alert').filter({ hasText: 'Registrierungen verloren' })
    await expect(notice).toContainText(
      loose(
        String.raw`1 Gerät, das Sie am \d+\. \S+ registriert haben, ging beim Neustart des Dienstes verloren`,
      ),
    )
    await notice.getByRole('button', { name: loose(String.raw`Gerät anzeigen`) }).click()
    await expect(notice).toContainText('Network;00:00:5e:00:53:14;WiFi')
    await expectGerman(page, 'the lost-registrations notice', { data: [scan] })

    await notice
      .getByRole('button', { name: loose(String.raw`Gerät erneut registrieren und zuordnen`) })
      .click()
    const dialog = page.getByRole('dialog', { name: loose(String.raw`Gerät erneut registrieren`) })
    await dialog.getByRole('combobox', { name: loose(String.raw`Zuordnen zu`) }).fill('floor 3')
    await page.getByRole('option', { name: 'Berlin · Floor 3', exact: true }).click()
    await expectGerman(page, 'the restore dialog', { data: [scan] })
    await dialog
      .getByRole('button', { name: loose(String.raw`Erneut registrieren und zuordnen`) })
      .click()
    await expect(dialog).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: loose(String.raw`1 Gerät erneut registriert`) }),
    ).toBeVisible()

    await page.getByRole('button', { name: /Aktivität/ }).click()
    const journal = page.getByRole('table', { name: /Aktivität/ })
    await expect(journal.getByRole('row').nth(1)).toContainText('Wiederhergestellt')
    await expect(
      page.getByRole('status').filter({ hasText: loose(String.raw`neueste zuerst`) }),
    ).toContainText('6 Einträge')
    await expectGerman(page, 'the activity journal', { data: [scan] })
  } finally {
    await stopHarness(run.child, run.harness.configDir)
  }
})

test('previews a German Excel export: counts, columns and findings around the data', async ({
  page,
  harness,
}) => {
  test.setTimeout(180_000)
  await markMessages(page)
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^.?Import/ }).click()
  await expect(
    page.getByRole('heading', { name: loose(String.raw`Geräte importieren`) }),
  ).toBeVisible()
  await page.getByTestId('import-drop').locator('input[type=file]').setInputFiles(excelFile)
  await expect(page.getByTestId('import-counts')).toContainText(
    loose(String.raw`10 Zeilen: 4 anzulegen, 0 zu ändern, 0 unverändert, 4 zuzuordnen`),
  )
  await expect(page.getByRole('table', { name: /Importvorschau/ })).toBeVisible()
  await expectGerman(page, 'the import preview', { data: [readFileSync(excelFile, 'utf8')] })
})

const detectTest = base.extend<{ harness: Harness }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  harness: async ({}, use) => {
    const { harness, child } = await startHarness(['--detect-fixture', desk])
    await use(harness)
    await stopHarness(child, harness.configDir)
  },
})
detectTest.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin', reducedMotion: 'reduce' })

detectTest(
  'detects a Windows desk and registers its Wi-Fi area in German',
  async ({ page, harness }) => {
    detectTest.setTimeout(180_000)
    await markMessages(page)
    await page.goto(harness.url)
    await page.getByRole('button', { name: loose(String.raw`Auf diesem PC erkennen`) }).click()
    await expect(
      page.getByRole('heading', { name: loose(String.raw`Auf diesem PC erkennen`) }),
    ).toBeVisible()
    const area = page.getByRole('group', { name: loose(String.raw`WLAN-Bereich Corp`) })
    await area
      .getByRole('checkbox', {
        name: loose(String.raw`Dieser WLAN-Bereich: Corp \(4 Access Points\)`),
      })
      .check()
    await expectGerman(page, 'detection with a Wi-Fi area chosen', { data: deskData })
    await pickLocation(page, 'Zuordnen zu', 'floor 2', 'Berlin · Floor 2')
    await page
      .getByRole('button', { name: loose(String.raw`4 Geräte registrieren und zuordnen`) })
      .click()
    const first = page.getByRole('group', { name: /Network;00:00:5e:00:53:01;WiFi/ })
    await expect(first.getByText(loose(String.raw`Zugeordnet zu Berlin · Floor 2`))).toBeVisible()
    await expectGerman(page, 'detection after registering', { data: deskData })
  },
)

test('lists the API keys with German dates, statuses and roles', async ({ page, harness }) => {
  test.setTimeout(120_000)
  await markMessages(page)
  await page.goto(harness.url)
  await page.getByRole('button', { name: /API-Schlüssel/ }).click()
  const table = page.getByRole('table', { name: /API-Schlüssel/ })
  const row = (name: RegExp) => table.getByRole('row', { name })
  await expect(row(loose(String.raw`Berlin HQ admin \(demo\)`))).toContainText('Kontoadministrator')
  await expect(row(loose(String.raw`Berlin HQ admin \(demo\)`))).toContainText(
    'Von diesem Profil verwendet',
  )
  await expect(row(loose(String.raw`Berlin HQ lobby display`))).toContainText('in 12 Tagen')
  await expect(row(loose(String.raw`Berlin HQ floor-plan import`))).toContainText('vor 20 Tagen')
  // Revoked on a day in German form: "Widerrufen am 17.10.2026".
  await expect(row(loose(String.raw`Berlin HQ fit-out contractor`))).toContainText(
    loose(String.raw`Widerrufen am \d{2}\.\d{2}\.\d{4}`),
  )
  await expectGerman(page, 'the API keys')
})
