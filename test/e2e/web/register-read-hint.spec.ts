// Read from a tool says, as the register form does, that a dock marks a desk when a floor is chosen.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'

const lsusb = readFileSync(
  resolve(import.meta.dirname, '../../fixtures/serial-id/lsusb-v.txt'),
  'utf8',
)

test('a pasted USB device going to a floor gets the "its desk is usually right" hint', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await page
    .getByRole('button', { name: /Register a device/ })
    .first()
    .click()
  await page.getByText('Read from a tool or EDID').click()
  await page.getByRole('textbox', { name: 'Paste what your tool printed' }).fill(lsusb)
  await expect(page.getByRole('heading', { name: /devices? found$/ })).toBeVisible()
  const hint = page.getByTestId('found-placement-hint')
  await pickLocation(page, page, 'Pair them to', 'floor 2', 'Berlin · Floor 2')
  await expect(hint).toContainText('Berlin · Floor 2 holds other locations (an area)')
  await expect(hint).toContainText('its desk is usually right')
  // A desk suits it: no hint.
  await pickLocation(page, page, 'Pair them to', 'floor 2 desk 01', 'Berlin · Floor 2 · Desk 01')
  await expect(hint).toBeHidden()
})
