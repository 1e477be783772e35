import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core'
import { CheckIcon, ThemeIcon } from './icons.tsx'

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: 'Follow the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

/** Light, dark, or the system's choice; Mantine keeps the choice (local storage) for the next start. */
export function ThemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const current = CHOICES.find((choice) => choice.value === colorScheme) ?? CHOICES[0]!
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={`Theme: ${current.label}`}>
          <ThemeIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {CHOICES.map((choice) => (
          <Menu.Item
            key={choice.value}
            aria-current={choice.value === colorScheme ? 'true' : undefined}
            rightSection={choice.value === colorScheme ? <CheckIcon size={14} /> : undefined}
            onClick={() => setColorScheme(choice.value)}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
