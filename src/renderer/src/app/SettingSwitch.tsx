import { SegmentedControl, Stack, Text } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface SettingSwitchProps<Value extends string> {
  label: string
  value: Value
  onChange: (value: Value) => void
  data: { value: Value; label: ReactNode }[]
}

/** One of the window's settings (theme, language): its name above the few choices it has. */
export function SettingSwitch<Value extends string>({
  label,
  value,
  onChange,
  data,
}: SettingSwitchProps<Value>) {
  const labelId = useId()
  return (
    <Stack gap={4}>
      <Text id={labelId} size="xs" c="dimmed">
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        fullWidth
        value={value}
        // One of `data`'s values.
        onChange={(picked) => onChange(picked as Value)}
        data={data}
      />
    </Stack>
  )
}
