import { Button, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
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
  const { placement, setPlacement } = usePlacement()
  const [asked, setAsked] = useState(false)
  const what = selected === 1 ? '1 device' : `${selected} devices`
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
      aria-label="Register the selected devices"
      onSubmit={(event) => {
        event.preventDefault()
        setAsked(true)
        if (!undecided(placement)) onRegister(placement)
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} miw="8rem" pb={6}>
          {selected === 0 ? 'Nothing selected' : `${what} selected`}
        </Text>
        <div style={{ flex: '1 1 18rem' }}>
          <PlacementField
            label="Pair them to"
            value={placement}
            onChange={setPlacement}
            error={missing ? 'Choose where they are, or choose to keep them unpaired.' : undefined}
          />
        </div>
        <Button type="submit" loading={busy} disabled={selected === 0}>
          {placement.keepUnpaired ? `Register ${what}, unpaired` : `Register and pair ${what}`}
        </Button>
      </Group>
      {!placement.keepUnpaired && placement.locationId !== '' && paired > 0 && (
        <Text size="xs" c="orange" mt={6}>
          {`${paired} of them ${paired === 1 ? 'is' : 'are'} paired now: pairing moves ${paired === 1 ? 'it' : 'them'} to this location.`}
        </Text>
      )}
    </Paper>
  )
}
