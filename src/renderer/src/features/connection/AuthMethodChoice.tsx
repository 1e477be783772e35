import { Group, Radio, type RadioGroupProps } from '@mantine/core'
import { useT } from '../../i18n/use-t.ts'

interface AuthMethodChoiceProps extends Omit<RadioGroupProps, 'label' | 'children'> {
  /** The form's value for a username and password ('login' in a profile, 'password' at sign-in). */
  passwordValue: string
}

/** How a profile signs in: with an API key, or with a username and password. */
export function AuthMethodChoice({ passwordValue, ...props }: AuthMethodChoiceProps) {
  const t = useT()
  return (
    <Radio.Group label={t('connection.method.label')} {...props}>
      <Group mt={6}>
        <Radio value="apiKey" label={t('connection.method.api-key')} />
        <Radio value={passwordValue} label={t('connection.method.password')} />
      </Group>
    </Radio.Group>
  )
}
