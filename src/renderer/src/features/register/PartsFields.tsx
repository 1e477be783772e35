import { Button, Code, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import type { ChangeEvent } from 'react'
import type { DeviceTypeName } from '#shared/api/common.ts'
import { layouts, type PartError } from '#shared/serial-id/index.ts'
import { useT } from '../../i18n/use-t.ts'
import { partText } from './kind-text.ts'
import { useSerialWords } from './serial-words.ts'
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
  const t = useT()
  const words = useSerialWords()
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
        const shown = problem && (value !== '' || showEmpty) ? words.partError(problem) : undefined
        const text = partText(t, kind, part)
        const field = {
          label: text.label,
          description: text.help,
          value,
          error: shown,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
            change(part.key, event.currentTarget.value),
        }
        if (text.options) return <NativeSelect key={part.key} {...field} data={text.options} />
        const input = (
          <TextInput
            key={part.key}
            {...field}
            placeholder={part.placeholder}
            required
            spellCheck={false}
            autoComplete="off"
            styles={MONO}
          />
        )
        if (fix?.part !== part.key) return input
        return (
          <Stack key={part.key} gap={6}>
            {input}
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t('register.parts.wholeId')}</Text>
              <Code>{fix.serialId}</Code>
              <Button size="xs" onClick={() => onApplyFix(fix.parts)}>
                {t('register.parts.split')}
              </Button>
            </Group>
          </Stack>
        )
      })}
    </Stack>
  )
}
