import { chooseLanguage, useLanguageChoice } from '../i18n/language-choice.ts'
import type { LanguageChoice } from '#shared/messages/locales.ts'
import { useT } from '../i18n/use-t.ts'
import { SettingSwitch } from './SettingSwitch.tsx'

/** The system's language, or English or German whatever the system says; kept for the next start. */
export function LanguageSwitch() {
  const choice = useLanguageChoice()
  const t = useT()
  return (
    <SettingSwitch<LanguageChoice>
      label={t('settings.language')}
      value={choice}
      onChange={chooseLanguage}
      data={[
        { value: 'system', label: t('settings.language.system') },
        // Each language by its own name, so anyone finds theirs whatever the window speaks now.
        { value: 'en', label: <span lang="en">English</span> },
        { value: 'de', label: <span lang="de">Deutsch</span> },
      ]}
    />
  )
}
