import { Alert, Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core'
import type { DeviceTypeName } from '#shared/api/common.ts'
import { layouts, parse } from '#shared/serial-id/index.ts'
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
  const layout = layouts[kind]
  const wrong = value !== '' && check.serialId === null
  const parsed = wrong ? parse(value) : null
  const otherKind = parsed?.ok
    ? parsed.matches.find((match) => match.kind !== kind)?.kind
    : undefined

  return (
    <Stack gap="xs">
      <TextInput
        label="Serial id"
        description={`Layout: ${layout.layout} — for example ${layout.example}`}
        placeholder={layout.example}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={wrong ? 'This serial id does not follow the layout; see below.' : undefined}
        spellCheck={false}
        autoComplete="off"
        required
        styles={MONO}
      />
      {wrong && (
        <Alert color="red" variant="light" title="What is wrong" aria-live="polite">
          <List size="sm" spacing={4}>
            {check.errors.map((error, index) => (
              <List.Item key={index}>{error.message}</List.Item>
            ))}
          </List>
          {check.suggestion !== undefined && (
            <Group mt="sm" gap="xs" wrap="wrap">
              <Text size="sm">Did you mean</Text>
              <Code>{check.suggestion}</Code>
              <Text size="sm">?</Text>
              <Button size="xs" onClick={() => onChange(check.suggestion ?? value)}>
                Use the corrected serial id
              </Button>
            </Group>
          )}
          {otherKind !== undefined && (
            <Button size="xs" variant="light" mt="sm" onClick={() => onSwitchKind(otherKind)}>
              {`Register it as a ${layouts[otherKind].label}`}
            </Button>
          )}
        </Alert>
      )}
    </Stack>
  )
}
