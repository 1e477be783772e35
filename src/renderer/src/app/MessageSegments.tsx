import { SegmentedControl, type SegmentedControlProps } from '@mantine/core'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../i18n/use-t.ts'
import type { ChoiceProps } from './choice-props.ts'

interface MessageSegmentsProps<Value extends string>
  extends Omit<SegmentedControlProps, 'data' | 'value' | 'onChange'>, ChoiceProps<Value> {
  /** Each choice's label, in the order shown. */
  labels: Record<Value, MessageId>
}

/** A segmented control over a fixed set of values, each labelled by its message. */
export function MessageSegments<Value extends string>({
  value,
  onChange,
  labels,
  ...props
}: MessageSegmentsProps<Value>) {
  const t = useT()
  return (
    <SegmentedControl
      {...props}
      value={value}
      // One of `labels`' keys.
      onChange={(picked) => onChange(picked as Value)}
      data={(Object.entries(labels) as [Value, MessageId][]).map(([choice, label]) => ({
        value: choice,
        label: t(label),
      }))}
    />
  )
}
