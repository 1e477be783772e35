import { BarChart } from 'chartist'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import './count-chart.css'

export interface ChartBar {
  label: string
  value: number
}

const BAR_HEIGHT = 30
const AXIS_HEIGHT = 36

/**
 * Horizontal bars, drawn by Chartist (SVG, loaded with the overview's first chart). A picture of the
 * table beside it: the table carries the figures for screen readers and keyboard users.
 */
export function CountChart({ bars, summary }: { bars: readonly ChartBar[]; summary: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const intl = useIntl()
  const height = bars.length * BAR_HEIGHT + AXIS_HEIGHT
  useEffect(() => {
    if (!ref.current) return
    const chart = new BarChart(
      ref.current,
      { labels: bars.map((bar) => bar.label), series: [bars.map((bar) => bar.value)] },
      {
        horizontalBars: true,
        // The first row of the table at the top, as it reads.
        reverseData: true,
        height: `${height}px`,
        axisY: { offset: 180 },
        // The figures on the axis in the window's language (1,200 or 1.200).
        axisX: {
          onlyInteger: true,
          labelInterpolationFnc: (value: unknown) => intl.formatNumber(Number(value)),
        },
        low: 0,
        chartPadding: { top: 8, right: 24, bottom: 0, left: 0 },
      },
    )
    // Chartist redraws on window resizes only; the card also changes width as the grid settles.
    let width = ref.current.clientWidth
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const next = entry?.contentRect.width ?? width
            if (Math.abs(next - width) < 1) return
            width = next
            void chart.update()
          })
    observer?.observe(ref.current)
    return () => {
      observer?.disconnect()
      chart.detach()
    }
  }, [bars, height, intl])
  return (
    <div
      ref={ref}
      className="overview-chart"
      role="img"
      aria-label={summary}
      style={{ height, width: '100%' }}
    />
  )
}
