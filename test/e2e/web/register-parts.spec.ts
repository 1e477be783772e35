import { expect, test } from './harness-fixture.ts'

test('lsusb’s "413c:b06e" pasted into the USB vendor id fills the vendor and the product id', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await page
    .getByRole('button', { name: /^Register a device/ })
    .first()
    .click()
  await page.getByRole('radio', { name: /USB device/ }).click()
  await page.getByRole('textbox', { name: 'USB serial' }).fill('ABC123')
  await page.getByRole('textbox', { name: 'USB vendor id' }).fill('413c:b06e')
  await expect(page.getByRole('textbox', { name: 'USB vendor id' })).toHaveValue('0x413c')
  await expect(page.getByRole('textbox', { name: 'USB product id' })).toHaveValue('0xb06e')
  // Read as hex, as lsusb prints them: one id, no error and no choice to make.
  await expect(
    page.getByRole('button', { name: /^Copy serial id 413C;ABC123;45166/ }),
  ).toBeVisible()
  await expect(page.getByText(/is not a number/)).toBeHidden()
})
