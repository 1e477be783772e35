import { Button, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { useT } from '../../i18n/use-t.ts'
import { PlacementField } from '../placement/PlacementField.tsx'
import { undecided, usePlacement, type Placement } from '../placement/use-placement.ts'

interface RegisterBarProps {
  selected: number
  /** How many of the selected devices are paired now: pairing them moves them. */
  paired: number
  busy: boolean
  onRegister: (placement: Placement) => void
}

/** Registers the selected devices and pairs them to the location chosen once, in one step. */
export function RegisterBar({ selected, paired, busy, onRegister }: RegisterBarProps) {
  const t = useT()
  const { placement, setPlacement } = usePlacement()
  const [asked, setAsked] = useState(false)
  const missing = asked && undecided(placement)
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      pos="sticky"
      top="var(--app-shell-header-offset, 0px)"
      style={{ zIndex: 2 }}
      component="form"
      aria-label={t('detect.bar.label')}
      onSubmit={(event) => {
        event.preventDefault()
        setAsked(true)
        if (!undecided(placement)) onRegister(placement)
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} miw="8rem" pb={6}>
          {selected === 0 ? t('detect.bar.nothing') : t('detect.bar.selected', { count: selected })}
        </Text>
        <div style={{ flex: '1 1 18rem' }}>
          <PlacementField
            label={t('detect.bar.pair-to')}
            value={placement}
            onChange={setPlacement}
            error={missing ? t('detect.bar.missing') : undefined}
          />
        </div>
        <Button type="submit" loading={busy} disabled={selected === 0}>
          {placement.keepUnpaired
            ? t('detect.bar.register-unpaired', { count: selected })
            : t('detect.bar.register-pair', { count: selected })}
        </Button>
      </Group>
      {!placement.keepUnpaired && placement.locationId !== '' && paired > 0 && (
        <Text size="xs" c="orange" mt={6}>
          {t('detect.bar.moves', { count: paired })}
        </Text>
      )}
    </Paper>
  )
}
