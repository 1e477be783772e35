import { NativeSelect, Stack, TextInput } from '@mantine/core'
import type { DeviceTypeName } from '../../../../shared/api/common.ts'
import { layouts, type PartError } from '../../../../shared/serial-id/index.ts'

interface PartsFieldsProps {
  kind: DeviceTypeName
  parts: Record<string, string>
  errors: readonly PartError[]
  /** Show problems of empty parts too (after a register attempt). */
  showEmpty: boolean
  onChange: (key: string, value: string) => void
}

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }

/** One field per part of the layout, straight from the layout helper's table. */
export function PartsFields({ kind, parts, errors, showEmpty, onChange }: PartsFieldsProps) {
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
              onChange={(event) => onChange(part.key, event.currentTarget.value)}
            />
          )
        }
        return (
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
            onChange={(event) => onChange(part.key, event.currentTarget.value)}
          />
        )
      })}
    </Stack>
  )
}
