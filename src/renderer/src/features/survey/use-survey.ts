import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { IpcInput } from '#shared/ipc/contract.ts'
import type { IpcMethod } from '#shared/ipc/methods.ts'
import type { SurveyState } from '#shared/ipc/survey.ts'
import { useApi } from '../../api/api-context.tsx'
import { serverQuery, useRefresh, useServerSteps } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

/** As often as the technician expects a plug-in to show: detection takes milliseconds. */
export const DETECT_EVERY_MS = 2000

/** What changed the devices: every screen's copy of them loads again. */
const AFTER_CHANGE: readonly IpcMethod[] = ['listDevices', 'listActivity', 'lastLocation']

type Action = 'surveyStart' | 'surveyConfirm' | 'surveySkip' | 'surveyBack' | 'surveyGoTo'
type StateAction = Exclude<Action, 'surveyConfirm'> | 'surveyRebaseline'
type ChangeAction = 'surveyConfirm' | 'surveyUndo'

/**
 * The survey main runs: its state, detected again every 2 s while one runs (null when none does), and
 * one call per intent, each answering with the state it leaves.
 */
export function useSurvey() {
  const api = useApi()
  const { owner } = useWorkspace()
  const client = useQueryClient()
  const refresh = useRefresh(owner)
  const query = useMemo(
    () => serverQuery(api, owner, 'surveyState', { detect: true }),
    [api, owner],
  )
  const key = query.queryKey
  const state = useQuery({
    ...query,
    refetchInterval: (query) => (query.state.data ? DETECT_EVERY_MS : false),
    staleTime: 0,
  })
  // One intent at a time: its answer, or null when it failed (the error is kept to be shown).
  const { run, pending, error, clearError } = useServerSteps()
  const show = useCallback(
    (next: SurveyState | null) => client.setQueryData(key, next),
    [client, key],
  )

  const act = useCallback(
    async <M extends StateAction>(method: M, input: IpcInput<M>) => {
      const next = (await run(method, input)) as SurveyState | null
      if (next) show(next)
      return next
    },
    [run, show],
  )

  // A step that changes the devices: every screen's copy of them loads again.
  const change = useCallback(
    async <M extends ChangeAction>(method: M, input: IpcInput<M>) => {
      const answer = await run(method, input)
      if (answer) {
        show(answer.state)
        void refresh(...AFTER_CHANGE)
      }
      return answer
    },
    [run, show, refresh],
  )

  return {
    state,
    pending,
    error,
    clearError,
    start: (locationId: string, accountId: string | undefined) =>
      act('surveyStart', { locationId, ...(accountId === undefined ? {} : { accountId }) }),
    confirm: (input: IpcInput<'surveyConfirm'>) => change('surveyConfirm', input),
    skip: () => act('surveySkip', undefined),
    back: () => act('surveyBack', undefined),
    goTo: (deskId: string) => act('surveyGoTo', { deskId }),
    rebaseline: () => act('surveyRebaseline', undefined),
    undo: () => change('surveyUndo', undefined),
    report: () => run('surveyReport', undefined),
    end: async () => {
      const answer = await run('surveyEnd', undefined)
      if (answer) show(null)
      return answer
    },
  }
}

export type Survey = ReturnType<typeof useSurvey>
