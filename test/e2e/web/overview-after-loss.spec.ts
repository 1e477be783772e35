// After the service lost a registration, the Overview agrees with the notice at the top, and the
// notice's "Register it again" dialog opens without a location list over its buttons and closes on Esc.
import { expect, startEventHarness, stopHarness, test } from './harness-fixture.ts'
import { registerKeptUnpaired } from './pair-dialog.ts'

test('the Overview after a loss says one was lost, never that every device is saved', async ({
  page,
}) => {
  test.slow()
  const run = await startEventHarness(['--check-every', '300'])
  try {
    await page.goto(run.harness.url)
    await page
      .getByRole('button', { name: /^Register a device/ })
      .first()
      .click()
    await page.getByRole('radio', { name: /USB device/ }).click()
    await page.getByRole('textbox', { name: 'USB vendor id' }).fill('17EF')
    await page.getByRole('textbox', { name: 'USB serial' }).fill('LOSTDOCK0001')
    await page.getByRole('textbox', { name: 'USB product id' }).fill('41863')
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lost dock')
    await registerKeptUnpaired(page)

    await run.restartService()
    const notice = page.getByRole('alert').filter({ hasText: 'Registrations lost' })
    await expect(notice).toContainText('1 device you registered')
    await page.getByRole('button', { name: /^Overview/ }).click()
    const section = page.getByRole('region', { name: 'Coverage' })
    await expect(page.getByTestId('overview-already-lost')).toHaveText(
      '1 device you registered was already lost on a restart: the notice at the top names it and registers it again.',
    )
    await expect(section).not.toContainText('every registered device is saved')
    await expect(section).toContainText('None now: every registered device left is saved.')

    const again = notice.getByRole('button', { name: 'Register and pair it again…' })
    await again.click()
    const dialog = page.getByRole('dialog', { name: 'Register it again' })
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('listbox')).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(again).toBeFocused()
  } finally {
    await stopHarness(run.child, run.harness.configDir)
  }
})
