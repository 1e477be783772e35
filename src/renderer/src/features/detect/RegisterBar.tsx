import { Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useWorkspace } from '../../app/workspace-context.tsx'

interface RegisterBarProps {
  selected: number
  /** How many of the selected devices are paired now: pairing them moves them. */
  paired: number
  busy: boolean
  onRegister: (locationId: string | undefined) => void
}

/** Registers the selected devices in one step and, with a location chosen once, pairs them all there. */
export function RegisterBar({ selected, paired, busy, onRegister }: RegisterBarProps) {
  const { locations } = useWorkspace()
  const [locationId, setLocationId] = useState('')
  const listed = locations.data?.supported ? locations.data.locations : null
  const location = locationId.trim()
  const what = selected === 1 ? '1 device' : `${selected} devices`
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
        onRegister(location === '' ? undefined : location)
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} miw="8rem" pb={6}>
          {selected === 0 ? 'Nothing selected' : `${what} selected`}
        </Text>
        {listed ? (
          <NativeSelect
            label="Pair them to"
            data={[
              { value: '', label: 'No location (register only)' },
              ...listed.map((option) => ({
                value: option.id,
                label: `${option.name} (${option.id})`,
              })),
            ]}
            value={locationId}
            onChange={(event) => setLocationId(event.currentTarget.value)}
            flex="1 1 16rem"
          />
        ) : (
          <TextInput
            label="Pair them to (location id)"
            description="This service does not list its locations."
            value={locationId}
            onChange={(event) => setLocationId(event.currentTarget.value)}
            flex="1 1 16rem"
          />
        )}
        <Button type="submit" loading={busy} disabled={selected === 0}>
          {location === '' ? `Register ${what}` : `Register and pair ${what}`}
        </Button>
      </Group>
      {location === '' && selected > 0 && (
        <Text size="xs" c="dimmed" mt={6}>
          New devices stay unpaired, in the service’s memory only, until they are paired.
        </Text>
      )}
      {location !== '' && paired > 0 && (
        <Text size="xs" c="orange" mt={6}>
          {`${paired} of them ${paired === 1 ? 'is' : 'are'} paired now: pairing moves ${paired === 1 ? 'it' : 'them'} to this location.`}
        </Text>
      )}
    </Paper>
  )
}
