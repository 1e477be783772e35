import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import { useServerQuery } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { VisibleText } from '../../app/VisibleText.tsx'
import { said } from '../../i18n/coded.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { placementInput, type Placement } from '../placement/use-placement.ts'
import { usePutDevices } from '../register/use-register.ts'
import { DeviceGroups } from './DeviceGroups.tsx'
import { LeftOut, NotLookedUp, ReaderProblems } from './MachineNotes.tsx'
import { RegisterBar } from './RegisterBar.tsx'
import { useDetectedRows } from './use-detected-rows.ts'

const PLATFORMS: Record<string, string> = { linux: 'Linux', win32: 'Windows', darwin: 'macOS' }
const NONE: never[] = []
const duration = (t: Translate, ms: number) =>
  ms < 1000
    ? t('detect.screen.milliseconds', { ms })
    : t('detect.screen.seconds', { seconds: ms / 1000 })

/** The devices the sensor would report on this PC, each with its exact id, registered in one step. */
export function DetectScreen() {
  const t = useT()
  const { accountId, owner } = useWorkspace()
  const scope = useMemo(() => (accountId === undefined ? {} : { accountId }), [accountId])
  const detection = useServerQuery('detectDevices', scope, { owner })
  const { put, mutation: register } = usePutDevices('detect')
  const { rows, change, select, answer } = useDetectedRows(
    detection.data?.devices ?? NONE,
    accountId ?? '',
  )
  const selected = rows.filter((row) => row.selected)
  const machine = detection.data?.machine

  const submit = async (placement: Placement) => {
    const { locationId, keepUnpaired } = placementInput(placement)
    const { results } = await put({
      keepUnpaired,
      devices: selected.map((row) => ({
        serialId: row.serialId ?? '',
        deviceType: row.device.deviceType,
        name: row.name.trim(),
        info: row.info.trim(),
        locationId,
      })),
    }).catch(() => ({ results: [] }))
    // The detection reloads with the devices (the mutation invalidates both).
    answer(results)
  }

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('detect.screen.title')}</Title>
          {machine && (
            <Text size="sm" c="dimmed" data-testid="detect-machine">
              {t('detect.screen.machine', {
                host: machine.hostname,
                platform: PLATFORMS[machine.platform] ?? machine.platform,
                duration: duration(t, detection.data!.ms),
              })}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          onClick={() => void detection.refetch()}
          loading={detection.isFetching}
        >
          {t('detect.screen.again')}
        </Button>
      </Group>
      {machine?.note && (
        <Alert color="blue" variant="light" title={t('detect.screen.other-machine')} role="note">
          <VisibleText text={said(t, machine.note)} />
        </Alert>
      )}
      {detection.error && <ErrorAlert title={t('detect.screen.failed')} error={detection.error} />}
      {!detection.data && detection.isLoading && (
        <Center mt="xl">
          <Loader role="status" aria-label={t('detect.screen.detecting')} />
        </Center>
      )}
      {detection.data && (
        <>
          {!detection.data.registry.checked && (
            <Alert color="yellow" variant="light" role="note">
              <NotLookedUp registry={detection.data.registry} />
            </Alert>
          )}
          <ReaderProblems detection={detection.data} />
          {rows.length > 0 && (
            <RegisterBar
              selected={selected.length}
              paired={selected.filter((row) => row.device.registered?.locationId).length}
              busy={register.isPending}
              onRegister={(placement) => void submit(placement)}
            />
          )}
          {register.error && (
            <ErrorAlert title={t('detect.screen.not-registered')} error={register.error} />
          )}
          {rows.length === 0 && <Text>{t('detect.screen.none')}</Text>}
          <DeviceGroups rows={rows} onChange={change} onSelect={select} />
          <LeftOut detection={detection.data} />
        </>
      )}
    </Stack>
  )
}
