import { Card, Stack, Title } from '@mantine/core'
import { lazy, Suspense, useMemo } from 'react'
import { CountTable, type CountRow } from './CountTable.tsx'

// Chartist loads with the first chart: the first screen's figures (the tables) paint without it.
const CountChart = lazy(() =>
  import('./CountChart.tsx').then((module) => ({ default: module.CountChart })),
)

interface CountSectionProps {
  title: string
  what: string
  rows: readonly CountRow[]
  /** The rows the chart draws (all of them unless given: a site's desks stay in the table). */
  charted?: readonly CountRow[]
  withOwn?: boolean
}

/** One dimension of the overview: a bar chart and, as its text alternative, the table of its figures. */
export function CountSection({ title, what, rows, charted = rows, withOwn }: CountSectionProps) {
  const bars = useMemo(
    () => charted.map((row) => ({ label: row.label, value: row.value })),
    [charted],
  )
  const height = bars.length * 30 + 36
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Suspense fallback={<div style={{ height }} />}>
          <CountChart
            bars={bars}
            summary={`Bar chart of devices by ${what.toLowerCase()}; the table below has its figures.`}
          />
        </Suspense>
        <CountTable
          caption={`Devices by ${what.toLowerCase()}`}
          what={what}
          rows={rows}
          withOwn={withOwn}
        />
      </Stack>
    </Card>
  )
}
