import { AppShell, Group, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useApi } from '../api/api-context.tsx'

export function App() {
  const api = useApi()
  const [version, setVersion] = useState<string | null>(null)

  useEffect(() => {
    void api.getAppInfo(undefined).then((result) => {
      if (result.ok) setVersion(result.value.version)
    })
  }, [api])

  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Title order={1} size="h3">
            Device Registry Admin
          </Title>
          {version && <Text size="sm" c="dimmed">{`v${version}`}</Text>}
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Text>Register devices, pair them to locations and review API keys.</Text>
      </AppShell.Main>
    </AppShell>
  )
}
