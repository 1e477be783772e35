import type { ImportPlanInput, PreviewRow } from '#shared/ipc/import.ts'
import type { Authorized } from '../session/session-manager.ts'
import type { Snapshots } from './account-snapshot.ts'
import { checkTable } from './check-table.ts'
import { derivedChoices } from './choices.ts'
import { openQuestions } from './column-questions.ts'
import type { ImportContext } from './import-context.ts'
import { rememberChoices } from './import-choices.ts'
import { explainFields } from './mapping.ts'
import { opened } from './open-file.ts'
import { planKey, type OpenImport } from './open-imports.ts'
import { accountKey, planRows } from './plan.ts'
import { loadSnapshots, snapshotsDigest } from './snapshot.ts'

/**
 * Plans the file's rows on what the service holds (`loaded`: read already for the same rows); that
 * too is returned, for the send's put.
 */
export async function planImport(
  context: ImportContext,
  input: ImportPlanInput,
  { client, credentials, profile }: Authorized,
  loaded?: Snapshots,
) {
  const state = opened(context, input.importId)
  const defaultAccount = input.accountId ?? profile.defaultAccountId ?? undefined
  let checked = checkTable(state.table, input, state.source)
  const derived = derivedChoices(checked.rows, input)
  if (derived.length)
    checked = checkTable(
      state.table,
      { ...input, choices: [...input.choices, ...derived] },
      state.source,
    )
  const keys = new Set(checked.rows.map((row) => accountKey(row.account, defaultAccount)))
  const snapshots = loaded ?? (await loadSnapshots(client, credentials, keys))
  const preview = planRows(
    checked.rows,
    defaultAccount,
    snapshots,
    { defaultLocation: input.defaultLocation, keepUnpaired: input.keepUnpaired },
    {
      fields: explainFields(checked.plan, input.mapping, checked.rows),
      survey: state.source?.survey === true,
      ssids: input.ssids,
      columnQuestions: openQuestions(checked.plan, input),
    },
  )
  const unused = [
    ...(input.defaultType && !checked.rows.some((row) => row.defaulted)
      ? (['defaultType'] as const)
      : []),
    ...(input.ssids && state.source?.survey !== true ? (['ssids'] as const) : []),
  ]
  if (unused.length) preview.unusedOptions = unused
  state.previewed = preview.rows
  state.previewedFrom = {
    key: planKey(input, profile),
    accounts: keys,
    held: snapshotsDigest(snapshots),
  }
  if (state.remember) {
    const own = checked.plan.mapping.every((field, index) => input.mapping[index] === field)
    await rememberChoices(context, state.key, input, own)
  }
  return { preview, snapshots }
}

/**
 * The rows a send puts in, planned on what the service holds now, and what it holds. The last preview's
 * rows when it was planned from the same input, profile and service contents, since planning again
 * would give the same rows: planning a 100,000-row file again cost a send ~100 MB of memory.
 */
export async function rowsToSend(
  context: ImportContext,
  state: OpenImport,
  input: ImportPlanInput,
  authorized: Authorized,
): Promise<{ rows: readonly PreviewRow[]; snapshots: Snapshots }> {
  // Taken together: a preview may finish while the service is read.
  const [previewed, rows] = [state.previewedFrom, state.previewed]
  if (previewed?.key !== planKey(input, authorized.profile))
    return sent(await planImport(context, input, authorized))
  const held = await loadSnapshots(authorized.client, authorized.credentials, previewed.accounts)
  if (snapshotsDigest(held) === previewed.held) return { rows, snapshots: held }
  return sent(await planImport(context, input, authorized, held))
}

const sent = ({ preview, snapshots }: Awaited<ReturnType<typeof planImport>>) => ({
  rows: preview.rows,
  snapshots,
})
