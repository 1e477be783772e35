import { Card, Stack, Title } from '@mantine/core'
import { lazy, Suspense, useMemo } from 'react'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../../i18n/use-t.ts'
import { CountTable, type CountRow } from './CountTable.tsx'

/** What a section counts by. */
export type Dimension = 'type' | 'state' | 'location'

const TEXTS: Record<
  Dimension,
  { title: MessageId; column: MessageId; caption: MessageId; chart: MessageId }
> = {
  type: {
    title: 'overview.section.type.title',
    column: 'overview.section.type.column',
    caption: 'overview.section.type.caption',
    chart: 'overview.section.type.chart',
  },
  state: {
    title: 'overview.section.state.title',
    column: 'overview.section.state.column',
    caption: 'overview.section.state.caption',
    chart: 'overview.section.state.chart',
  },
  location: {
    title: 'overview.section.location.title',
    column: 'overview.section.location.column',
    caption: 'overview.section.location.caption',
    chart: 'overview.section.location.chart',
  },
}

// Chartist loads with the first chart: the first screen's figures (the tables) paint without it.
const CountChart = lazy(() =>
  import('./CountChart.tsx').then((module) => ({ default: module.CountChart })),
)

interface CountSectionProps {
  by: Dimension
  rows: readonly CountRow[]
  /** The rows the chart draws (all of them unless given: a site's desks stay in the table). */
  charted?: readonly CountRow[]
  withOwn?: boolean
}

/** One dimension of the overview: a bar chart and, as its text alternative, the table of its figures. */
export function CountSection({ by, rows, charted = rows, withOwn }: CountSectionProps) {
  const t = useT()
  const title = t(TEXTS[by].title)
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
          <CountChart bars={bars} summary={t(TEXTS[by].chart)} />
        </Suspense>
        <CountTable
          caption={t(TEXTS[by].caption)}
          what={t(TEXTS[by].column)}
          rows={rows}
          withOwn={withOwn}
        />
      </Stack>
    </Card>
  )
}
