import { Button, Code, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import type { DeviceTypeName } from '#shared/api/common.ts'
import { layouts, type PartError } from '#shared/serial-id/index.ts'
import { lsusbIds, type PartFix } from './register-draft.ts'

interface PartsFieldsProps {
  kind: DeviceTypeName
  parts: Record<string, string>
  errors: readonly PartError[]
  /** Show problems of empty parts too (after a register attempt). */
  showEmpty: boolean
  fix?: PartFix | undefined
  onChange: (key: string, value: string) => void
  onApplyFix: (parts: Record<string, string>) => void
}

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }

/** One field per part of the layout, straight from the layout helper's table. */
export function PartsFields(props: PartsFieldsProps) {
  const { kind, parts, errors, showEmpty, fix, onChange, onApplyFix } = props
  // lsusb's "413c:b06e" in either USB id field fills both: the vendor and the product id.
  const change = (key: string, value: string) => {
    const ids = lsusbIds(kind, key, value)
    if (ids) onApplyFix({ ...parts, ...ids })
    else onChange(key, value)
  }
  return (
    <Stack gap="sm">
      {layouts[kind].parts.map((part) => {
        const value = parts[part.key] ?? ''
        const problem = errors.find((error) => error.part === part.key)
        const shown = problem && (value !== '' || showEmpty) ? problem.message : undefined
        if (part.options) {
          return (
            <NativeSelect
              key={part.key}
              label={part.label}
              description={part.help}
              data={part.options}
              value={value}
              error={shown}
              onChange={(event) => change(part.key, event.currentTarget.value)}
            />
          )
        }
        const input = (
          <TextInput
            key={part.key}
            label={part.label}
            description={part.help}
            placeholder={part.placeholder}
            value={value}
            error={shown}
            required
            spellCheck={false}
            autoComplete="off"
            styles={MONO}
            onChange={(event) => change(part.key, event.currentTarget.value)}
          />
        )
        if (fix?.part !== part.key) return input
        return (
          <Stack key={part.key} gap={6}>
            {input}
            <Group gap="xs" wrap="wrap">
              <Text size="sm">This is a whole serial id:</Text>
              <Code>{fix.serialId}</Code>
              <Button size="xs" onClick={() => onApplyFix(fix.parts)}>
                Split it into the parts
              </Button>
            </Group>
          </Stack>
        )
      })}
    </Stack>
  )
}
