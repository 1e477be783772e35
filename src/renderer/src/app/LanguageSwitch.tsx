import { SegmentedControl, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { chooseLanguage, useLanguageChoice } from '../i18n/language-choice.ts'
import type { LanguageChoice } from '#shared/messages/locales.ts'
import { useT } from '../i18n/use-t.ts'

/** The system's language, or English or German whatever the system says; kept for the next start. */
export function LanguageSwitch() {
  const choice = useLanguageChoice()
  const t = useT()
  const labelId = useId()
  return (
    <Stack gap={4}>
      <Text id={labelId} size="xs" c="dimmed">
        {t('settings.language')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        fullWidth
        value={choice}
        onChange={(value) => chooseLanguage(value as LanguageChoice)}
        data={[
          { value: 'system', label: t('settings.language.system') },
          // Each language by its own name, so anyone finds theirs whatever the window speaks now.
          { value: 'en', label: <span lang="en">English</span> },
          { value: 'de', label: <span lang="de">Deutsch</span> },
        ]}
      />
    </Stack>
  )
}
