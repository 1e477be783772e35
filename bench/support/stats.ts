/** The middle value (the lower middle for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

export const fmt = (value: number, digits = 0): string =>
  Number.isFinite(value)
    ? value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a'

/** "median (min–max)" over repeats: the spread says how far one figure can be trusted. */
export function spread(values: readonly number[], digits = 0, unit = ''): string {
  if (values.length === 0) return 'n/a'
  const m = `${fmt(median(values), digits)}${unit}`
  if (values.length === 1) return m
  return `${m} (${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)})`
}

export interface Target {
  name: string
  figure: string
  holds: boolean
}

/** The closing lines of every benchmark: each target, its figure, and whether it holds. */
export function printTargets(targets: readonly Target[]): void {
  console.log('\nTargets:')
  const width = Math.max(...targets.map((target) => target.name.length))
  for (const target of targets) {
    console.log(
      `  ${target.name.padEnd(width)}  ${target.figure.padEnd(34)} ${target.holds ? 'holds' : 'MISSES'}`,
    )
  }
}
