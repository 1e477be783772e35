/** GC events of a `--trace-gc` log: how many, and the longest pause in ms. */
export function gcSummary(log: string): {
  scavenges: number
  markCompacts: number
  maxPauseMs: number
} {
  let scavenges = 0
  let markCompacts = 0
  let maxPauseMs = 0
  for (const match of log.matchAll(
    /ms: (Scavenge|Mark-Compact|Minor Mark-Compact)\b.*?MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/g,
  )) {
    if (match[1] === 'Scavenge') scavenges += 1
    else markCompacts += 1
    maxPauseMs = Math.max(maxPauseMs, Number(match[2]))
  }
  return { scavenges, markCompacts, maxPauseMs }
}
