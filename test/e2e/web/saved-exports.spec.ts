// "Save this as a file" from three screens, through one mutation (api/saved-export.ts): main makes the
// file, the browser downloads it (the desktop app shows its save dialog), and the screen says where it went.
import { readFile } from 'node:fs/promises'
import { expect, test } from './harness-fixture.ts'
import { pickLocation, registerWifiUnpaired } from './pair-dialog.ts'

test('the desk template of a floor is saved as a CSV, and the screen says how many desks it holds', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Import/ }).click()
  await pickLocation(page, page, 'Site or floor', 'floor 2', 'Berlin · Floor 2')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save the desk template' }).click()
  const saved = await download
  const csv = await readFile(await saved.path(), 'utf8')
  const desks = csv.trim().split(/\r?\n/).length - 1
  expect(desks).toBeGreaterThan(0)
  await expect(page.getByRole('status').filter({ hasText: /^Saved: / })).toHaveText(
    `Saved: ${desks} ${desks === 1 ? 'desk' : 'desks'} in ${saved.suggestedFilename()}.`,
  )
})

test('the activity list is saved as a CSV holding the registration just made', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await registerWifiUnpaired(page, '00-00-5E-00-53-E1', 'Export-Lab')
  await page.getByRole('button', { name: /^Activity/ }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export as CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  expect(csv).toContain('Network;00:00:5e:00:53:e1;WiFi')
  await expect(page.getByText(/^Exported 1 entr/)).toBeVisible()
})
