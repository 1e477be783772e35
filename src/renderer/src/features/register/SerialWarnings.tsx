import { Alert, Button, List } from '@mantine/core'
import type { SerialWarning } from '#shared/serial-id/index.ts'
import { useT } from '../../i18n/use-t.ts'
import { useSerialWords } from './serial-words.ts'

interface SerialWarningsProps {
  warnings: readonly SerialWarning[]
  /** Offers a warning's replacement (the trimmed serial, the number alone) as one click, where given. */
  onReplace?: ((part: string, value: string) => void) | undefined
}

/** What a sensor can report but deserves a second look: said, never blocking. */
export function SerialWarnings({ warnings, onReplace }: SerialWarningsProps) {
  const t = useT()
  const words = useSerialWords()
  if (warnings.length === 0) return null
  return (
    <Alert color="orange" variant="light" title={t('register.warnings.title')} role="note">
      <List size="sm" spacing={6}>
        {warnings.map((warning) => (
          <List.Item key={`${warning.code}:${warning.part ?? ''}`}>
            {words.warning(warning)}
            {onReplace && warning.part !== undefined && warning.replacement !== undefined && (
              <Button
                size="compact-xs"
                variant="light"
                ml="xs"
                onClick={() => onReplace(warning.part ?? '', warning.replacement ?? '')}
              >
                {t('register.warnings.use', { value: JSON.stringify(warning.replacement) })}
              </Button>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
