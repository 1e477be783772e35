import { List, Modal, Stack, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import {
  MAX_REPAIRS,
  type MatchEntry,
  type NearMissFound,
  type RepairOutput,
} from '#shared/ipc/match.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { codeMessages, wordCoded } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'
import { useRefresh, useServerMutation } from '../../api/server-state.ts'
import { AFTER_MATCH_CHANGE } from './use-match.ts'
import { DialogActions } from '../../app/DialogActions.tsx'

export type Repair = { entry: MatchEntry; miss: NearMissFound }
type Outcome =
  { serialId: string; done: RepairOutput['text'] } | { serialId: string; failed: IpcError }

const REPAIRED = codeMessages<'repaired'>()('match')
/** Outcomes listed one by one; the rest counted. */
const LISTED = 50

/**
 * The repair of near-misses, one use case for every screen that offers it (the Match screen, the
 * Overview): one repair at once (a likely one asks first), or a chosen set after one question, and what
 * became of each.
 */
export function useRepairs(): {
  ask: (entry: MatchEntry, miss: NearMissFound) => void
  askAll: (chosen: Repair[]) => void
  busy: boolean
  view: ReactNode
} {
  const t = useT()
  const { owner, accountId } = useWorkspace()
  // Reloaded once after the last of the chosen repairs, not after each (10,000 would reload 10,000 times).
  const repair = useServerMutation('repairNearMisses', { owner, invalidates: [] })
  const refresh = useRefresh(owner)
  const [asking, setAsking] = useState<Repair[] | null>(null)
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null)
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)

  async function run(chosen: Repair[]) {
    setAsking(null)
    setOutcomes(null)
    const each: Outcome[] = []
    // In calls of MAX_REPAIRS, each listing the account once; what is done so far is said between them.
    for (let start = 0; start < chosen.length; start += MAX_REPAIRS) {
      setProgress({ done: start, total: chosen.length })
      const part = chosen.slice(start, start + MAX_REPAIRS)
      try {
        const result = await repair.mutateAsync({
          ...(accountId === undefined ? {} : { accountId }),
          repairs: part.map(({ entry, miss }) => ({
            registered: entry.device,
            reported: miss.reported,
            confirmLikely: miss.certainty === 'likely',
          })),
          via: 'match',
        })
        for (const outcome of result.outcomes)
          each.push(
            outcome.ok
              ? { serialId: outcome.serialId, done: outcome.text }
              : { serialId: outcome.serialId, failed: outcome.error },
          )
      } catch (error) {
        for (const { entry } of part)
          each.push({ serialId: entry.device.serialId, failed: error as IpcError })
      }
    }
    setProgress(null)
    setOutcomes(each)
    await refresh(...AFTER_MATCH_CHANGE)
  }

  const done = outcomes?.filter((outcome) => 'done' in outcome).length ?? 0
  const view = (
    <>
      {progress && (
        <Text role="status" size="sm">
          {t('match.repair.progress', progress)}
        </Text>
      )}
      {outcomes && (
        <Stack gap={4} data-testid="match-repair-outcomes">
          <Text role="status">{t('match.repair.done', { done, total: outcomes.length })}</Text>
          <List size="sm" spacing={4}>
            {outcomes.slice(0, LISTED).map((outcome) => (
              <List.Item key={outcome.serialId}>
                {'done' in outcome ? (
                  wordCoded(t, REPAIRED, outcome.done)
                ) : (
                  <ErrorAlert error={outcome.failed} title={outcome.serialId} />
                )}
              </List.Item>
            ))}
          </List>
          {outcomes.length > LISTED && (
            <Text size="sm" c="dimmed">
              {t('match.repair.unlisted', { count: outcomes.length - LISTED })}
            </Text>
          )}
        </Stack>
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('match.ask.title', { count: asking?.length ?? 0 })}
      >
        <Stack gap="sm">
          <Text size="sm">
            {asking?.length === 1 && asking[0]!.miss.certainty === 'likely'
              ? t('match.ask.likely', { reported: asking[0]!.miss.reported.serialId })
              : t('match.ask.all', { count: asking?.length ?? 0 })}
          </Text>
          <DialogActions
            onCancel={() => setAsking(null)}
            confirm={t('match.ask.repair')}
            onConfirm={() => asking && void run(asking)}
          />
        </Stack>
      </Modal>
    </>
  )
  return {
    ask: (entry, miss) =>
      miss.certainty === 'likely' ? setAsking([{ entry, miss }]) : void run([{ entry, miss }]),
    askAll: setAsking,
    busy: repair.isPending,
    view,
  }
}
