import { Group, Radio, SimpleGrid, Text } from '@mantine/core'
import type { DeviceTypeName } from '#shared/api/common.ts'
import { layouts } from '#shared/serial-id/index.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import type { ChoiceProps } from '../../app/choice-props.ts'
import { useT } from '../../i18n/use-t.ts'
import { kindLabel } from '../devices/type-label.ts'
import { REGISTER_ORDER } from './register-draft.ts'
import classes from './type-picker.module.css'

const IDENTIFIES: Record<'workstation' | 'machine' | 'area', MessageId> = {
  workstation: 'register.typePicker.workstation',
  machine: 'register.typePicker.machine',
  area: 'register.typePicker.area',
}

/**
 * The device type as cards: its name and what it marks. One Tab stop, the chosen card (a radio
 * group's roving focus); the arrow keys move between the cards and choose (Mantine's Radio.Card).
 */
export function TypePicker({ value, onChange }: ChoiceProps<DeviceTypeName>) {
  const t = useT()
  return (
    <Radio.Group
      label={t('register.typePicker.label')}
      value={value}
      onChange={(next) => onChange(next as DeviceTypeName)}
    >
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }} spacing="xs" mt={6}>
        {REGISTER_ORDER.map((kind) => {
          const layout = layouts[kind]
          return (
            <Radio.Card
              key={kind}
              value={kind}
              p="sm"
              radius="md"
              className={classes.card}
              tabIndex={kind === value ? 0 : -1}
            >
              <Group wrap="nowrap" align="flex-start" gap="xs">
                <Radio.Indicator mt={2} />
                <div>
                  <Text fw={600} size="sm" lh={1.3}>
                    {kindLabel(t, kind)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(IDENTIFIES[layout.identifies])}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          )
        })}
      </SimpleGrid>
    </Radio.Group>
  )
}
