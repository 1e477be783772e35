import type { MatchStatus } from '#shared/ipc/match.ts'
import type { NearMissRule } from '#shared/match/near-miss.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { codeMessages } from '../../i18n/coded.ts'

/** The evidence of each near-miss rule (shared/match/near-miss.ts), worded from its code. */
export const EVIDENCE = codeMessages<NearMissRule>()('match.evidence')

export const STATUS: Record<MatchStatus, MessageId> = {
  'near-miss': 'match.status.near-miss',
  waiting: 'match.status.waiting',
  unknown: 'match.status.unknown',
  matched: 'match.status.matched',
}

export const CERTAINTY: Record<'certain' | 'likely', MessageId> = {
  certain: 'match.certainty.certain',
  likely: 'match.certainty.likely',
}
