import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expectAccessible } from './axe.ts'
import { expect, test } from './harness-fixture.ts'

test('a damaged journal is said on every screen, at every start, until the admin dismisses it', async ({
  page,
  harness,
}) => {
  // Damaged before the window first asks for it (a disk error, a bad restore from a backup).
  await writeFile(join(harness.configDir, 'activity.sqlite'), 'not a database '.repeat(500))
  await page.goto(harness.url)
  const notice = page.getByRole('alert').filter({ hasText: 'The activity journal' })
  await expect(notice).toContainText(
    /could not be read \(file is not a database\); it was kept as .*activity\.sqlite\.damaged-.*nothing in it could be read/,
  )
  await expectAccessible(page, 'the journal notice')
  await page.getByRole('button', { name: /^Activity/ }).click()
  await expect(page.getByRole('heading', { name: 'Activity', level: 2 })).toBeVisible()
  await expect(notice).toBeVisible()

  await page.reload()
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await expect(notice).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(notice).toBeHidden()
})
