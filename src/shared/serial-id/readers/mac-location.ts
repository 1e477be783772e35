import { coded } from '../../coded-text.ts'
import type { ReadNotice, SourceId } from '../types.ts'

/** macOS 12 and later hide BSSIDs from programs that lack Location Services permission. */
export function hiddenBssidsNotice(source: SourceId, line: number, count: number): ReadNotice {
  return { source, line, ...coded('serialId.notice.bssids-hidden', { count }) }
}
