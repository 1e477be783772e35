import { Alert, Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core'
import type { DeviceTypeName } from '#shared/api/common.ts'
import { layouts, parse } from '#shared/serial-id/index.ts'
import { useT } from '../../i18n/use-t.ts'
import { layoutText } from './kind-text.ts'
import { useSerialWords } from './serial-words.ts'
import { kindLabel } from '../devices/type-label.ts'
import type { SerialCheck } from './register-draft.ts'

interface PasteFieldProps {
  kind: DeviceTypeName
  value: string
  check: SerialCheck
  onChange: (value: string) => void
  onSwitchKind: (kind: DeviceTypeName) => void
}

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }

/** A whole serial id, checked against the chosen type, with the helper's fix one click away. */
export function PasteField({ kind, value, check, onChange, onSwitchKind }: PasteFieldProps) {
  const t = useT()
  const words = useSerialWords()
  const layout = layouts[kind]
  const wrong = value !== '' && check.serialId === null
  const parsed = wrong ? parse(value) : null
  const otherKind = parsed?.ok
    ? parsed.matches.find((match) => match.kind !== kind)?.kind
    : undefined

  return (
    <Stack gap="xs">
      <TextInput
        label={t('register.paste.label')}
        description={t('register.paste.description', {
          layout: layoutText(t, kind),
          example: layout.example,
        })}
        placeholder={layout.example}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={wrong ? t('register.paste.error') : undefined}
        spellCheck={false}
        autoComplete="off"
        required
        styles={MONO}
      />
      {wrong && (
        <Alert
          color="red"
          variant="light"
          title={t('register.paste.whatIsWrong')}
          aria-live="polite"
        >
          <List size="sm" spacing={4}>
            {check.errors.map((error, index) => (
              <List.Item key={index}>{words.partError(error)}</List.Item>
            ))}
          </List>
          {check.suggestion !== undefined && (
            <Group mt="sm" gap="xs" wrap="wrap">
              <Text size="sm">{t('register.paste.didYouMean')}</Text>
              <Code>{check.suggestion}</Code>
              <Text size="sm">?</Text>
              <Button size="xs" onClick={() => onChange(check.suggestion ?? value)}>
                {t('register.paste.useCorrected')}
              </Button>
            </Group>
          )}
          {otherKind !== undefined && (
            <Button size="xs" variant="light" mt="sm" onClick={() => onSwitchKind(otherKind)}>
              {t('register.paste.registerAs', { type: kindLabel(t, otherKind) })}
            </Button>
          )}
        </Alert>
      )}
    </Stack>
  )
}
