import type { MatchStatus } from '#shared/ipc/match.ts'
import type { NearMissRule } from '#shared/match/near-miss.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import type { CodeMessages } from '../../i18n/coded.ts'

/** The evidence of each near-miss rule (shared/match/near-miss.ts), worded from its code. */
export const EVIDENCE: CodeMessages<NearMissRule> = {
  'same-mac': 'match.evidence.same-mac',
  'local-bit': 'match.evidence.local-bit',
  'usb-serial': 'match.evidence.usb-serial',
  'monitor-serial': 'match.evidence.monitor-serial',
  'radio-family': 'match.evidence.radio-family',
}

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
