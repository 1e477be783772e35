import { Box, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { Suspense, lazy, useMemo, useRef, useState, type FormEvent } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import { layouts, type FoundDevice } from '#shared/serial-id/index.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { placementHint } from '../locations/placement-hint.ts'
import { PlacementField } from '../placement/PlacementField.tsx'
import { placementInput, undecided, usePlacement } from '../placement/use-placement.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { PairDialog } from '../pairing/PairDialog.tsx'
import { CandidateChoice } from './CandidateChoice.tsx'
import { EntryModeControl } from './EntryModeControl.tsx'
import { findTwins, indexByLooseKey } from './format-twins.ts'
import { NameInfoFields } from './NameInfoFields.tsx'
import { PartsFields } from './PartsFields.tsx'
import { PasteField } from './PasteField.tsx'
import { EMPTY_DRAFT, checkDraft, partsOf, type RegisterDraft } from './register-draft.ts'
import { RegisterResult } from './RegisterResult.tsx'
import { usePutDevices, type RegisterOutcome } from './use-register.ts'
import { SerialIdPreview } from './SerialIdPreview.tsx'
import { SerialWarnings } from './SerialWarnings.tsx'
import { TwinWarning } from './TwinWarning.tsx'
import { TypePicker } from './TypePicker.tsx'
import type { FoundRow } from './use-found-devices.ts'

// The readers of tool printouts and EDIDs load when the admin opens them, not with the screen.
const ReadPanel = lazy(() =>
  import('./ReadPanel.tsx').then((module) => ({ default: module.ReadPanel })),
)

const NO_DEVICES: never[] = []

function fieldError(fields: { path: string; message: string }[] | undefined, path: string) {
  return fields?.find((field) => field.path === path)?.message
}

export function RegisterScreen({ onShowDevices }: { onShowDevices: () => void }) {
  const { accountId, devices, canPickAccount, accounts } = useWorkspace()
  const { tree } = useLocationTree()
  // Tenant and super admins work in the account picked in the header: say which one gets the device.
  const account = canPickAccount
    ? accounts.data?.accounts.find((candidate) => candidate.id === accountId)
    : undefined
  const accountText = account ? `${account.name} · ${account.tenantName}` : accountId
  const { put, mutation } = usePutDevices('register')
  const [outcome, setOutcome] = useState<RegisterOutcome | null>(null)
  const [error, setError] = useState<IpcError | null>(null)
  const { placement, setPlacement, reset: resetPlacement } = usePlacement()
  const formRef = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState<RegisterDraft>(EMPTY_DRAFT)
  const [attempted, setAttempted] = useState(false)
  const [acknowledged, setAcknowledged] = useState(false)
  const [pairing, setPairing] = useState(false)
  const result = outcome
  // Once opened, the reader stays mounted (hidden in the other modes): its paste and list survive a visit
  // to the form, for one device edited there.
  const [readerOpened, setReaderOpened] = useState(false)
  if (draft.mode === 'read' && !readerOpened) setReaderOpened(true)

  const check = checkDraft(draft)
  const all = devices.data?.devices ?? NO_DEVICES
  const twinIndex = useMemo(() => indexByLooseKey(all), [all])
  const twins = check.serialId === null ? null : findTwins(check.serialId, twinIndex)
  const blockedByTwin = (twins?.lookalikes.length ?? 0) > 0 && !acknowledged
  const layout = layouts[draft.kind]
  const parts = partsOf(draft)
  // As PartsFields and PasteField show them: an empty part's problem only after a register attempt.
  const marked =
    draft.mode === 'parts'
      ? check.errors.some(
          (error) =>
            layout.parts.some((part) => part.key === error.part) &&
            (attempted || (parts[error.part] ?? '') !== ''),
        )
      : draft.pasted !== '' && check.errors.length > 0
  const updating = twins?.exact !== undefined && twins.exact !== null
  // An update of a paired device may leave the location out: its pairing stays.
  const keepsPairing = updating && twins?.exact?.locationId !== null
  const placementMissing = attempted && !keepsPairing && undecided(placement)
  const nameMissing = attempted && draft.name.trim() === ''
  const infoMissing = attempted && draft.kind === 'wifi' && draft.info === ''

  const update = (patch: Partial<RegisterDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }))
    setAcknowledged(false)
  }
  const setPart = (key: string, value: string) =>
    update({ parts: { ...draft.parts, [draft.kind]: { ...parts, [key]: value } } })
  // A device read from a printout opens in the form: as its whole id, or as the parts found so far.
  const edit = (device: FoundDevice, row: FoundRow) => {
    const common = { kind: device.kind, name: row.name, info: row.info }
    if (row.serialId !== undefined) update({ ...common, mode: 'paste', pasted: row.serialId })
    else
      update({ ...common, mode: 'parts', parts: { ...draft.parts, [device.kind]: device.parts } })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (check.serialId === null || blockedByTwin || draft.name.trim() === '') return
    if (draft.kind === 'wifi' && draft.info === '') return
    if (!keepsPairing && undecided(placement)) return
    const { locationId, keepUnpaired } = placementInput(placement)
    const device = {
      serialId: check.serialId,
      deviceType: layout.deviceType,
      name: draft.name.trim(),
      info: draft.info.trim(),
      locationId,
    }
    setError(null)
    try {
      const { results } = await put({ devices: [device], keepUnpaired })
      const [answer] = results
      if (answer?.error) setError(answer.error)
      else if (answer) setOutcome({ result: answer, device, before: twins?.exact ?? null })
    } catch (failure) {
      setError(failure as IpcError)
    }
  }
  const another = () => {
    setOutcome(null)
    setError(null)
    mutation.reset()
    resetPlacement()
    setAttempted(false)
    setDraft({ ...EMPTY_DRAFT, kind: draft.kind, mode: draft.mode })
    // The focus goes to the start of the new form, once it is there again.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('input, button, textarea')?.focus(),
    )
  }
  const chosenLocation = placement.keepUnpaired ? '' : placement.locationId
  const hint =
    chosenLocation === '' ? null : placementHint([layout.deviceType], chosenLocation, tree)

  return (
    <Stack gap="md" maw={1200}>
      <Stack gap={2}>
        <Title order={2}>Register a device</Title>
        {canPickAccount && accountText !== undefined && (
          <Text size="sm" c="dimmed" data-testid="register-account">
            {`Into the account ${accountText} (change it at the top right).`}
          </Text>
        )}
      </Stack>
      {result ? (
        <RegisterResult
          outcome={result}
          onPair={() => setPairing(true)}
          onAnother={another}
          onShowDevices={onShowDevices}
        />
      ) : draft.mode === 'read' ? (
        <EntryModeControl value={draft.mode} onChange={(mode) => update({ mode })} />
      ) : (
        <form
          ref={formRef}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Register a device"
        >
          <Stack gap="md">
            <TypePicker value={draft.kind} onChange={(kind) => update({ kind })} />
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="md">
                  <EntryModeControl value={draft.mode} onChange={(mode) => update({ mode })} />
                  {draft.mode === 'parts' ? (
                    <PartsFields
                      kind={draft.kind}
                      parts={parts}
                      errors={check.errors}
                      showEmpty={attempted}
                      fix={check.partFix}
                      onChange={setPart}
                      onApplyFix={(parts) =>
                        update({ parts: { ...draft.parts, [draft.kind]: parts } })
                      }
                    />
                  ) : (
                    <PasteField
                      kind={draft.kind}
                      value={draft.pasted}
                      check={check}
                      onChange={(pasted) => update({ pasted })}
                      onSwitchKind={(kind) => update({ kind })}
                    />
                  )}
                  {check.candidates && (
                    <CandidateChoice
                      candidates={check.candidates}
                      onChoose={(candidate) =>
                        draft.mode === 'parts'
                          ? update({
                              parts: {
                                ...draft.parts,
                                [draft.kind]: { ...parts, ...candidate.parts },
                              },
                            })
                          : update({ pasted: candidate.serialId })
                      }
                    />
                  )}
                  <NameInfoFields
                    kind={draft.kind}
                    name={draft.name}
                    info={draft.info}
                    nameError={
                      nameMissing
                        ? 'Give the device a name people recognise.'
                        : fieldError(error?.fields, 'name')
                    }
                    infoError={
                      infoMissing
                        ? 'Choose the band the access point sends on.'
                        : fieldError(error?.fields, 'info')
                    }
                    onChange={(field, value) => update({ [field]: value })}
                  />
                  <PlacementField
                    label={keepsPairing ? 'Pair to (optional)' : 'Pair to'}
                    description="Registered and paired in one step, so the service keeps it."
                    value={placement}
                    onChange={setPlacement}
                    keepsPairing={keepsPairing}
                    error={
                      placementMissing
                        ? 'Choose where it is, or choose to keep it unpaired.'
                        : undefined
                    }
                  />
                  {hint && (
                    <Text size="sm" c="dimmed" role="note">
                      {hint}
                    </Text>
                  )}
                  {error && <ErrorAlert title="The device was not registered" error={error} />}
                  <Group>
                    <Button type="submit" loading={mutation.isPending} disabled={blockedByTwin}>
                      {updating
                        ? 'Update name and info'
                        : placement.keepUnpaired
                          ? 'Register, kept unpaired'
                          : 'Register and pair'}
                    </Button>
                    {blockedByTwin && (
                      <Text size="sm" c="dimmed">
                        First answer the look-alike warning beside.
                      </Text>
                    )}
                    {attempted && check.serialId === null && (
                      <Text size="sm" c="red" role="alert">
                        {draft.mode === 'paste' && draft.pasted === ''
                          ? 'Paste the serial id first, or switch to “Fill in the parts”.'
                          : 'Correct the serial id first: the fields marked in red say what is wrong.'}
                      </Text>
                    )}
                  </Group>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  <SerialIdPreview
                    check={check}
                    layout={check.expectedLayout}
                    example={layout.example}
                    marked={marked}
                    mode={draft.mode}
                  />
                  <SerialWarnings
                    warnings={check.warnings}
                    onReplace={draft.mode === 'parts' ? setPart : undefined}
                  />
                  {twins && (
                    <TwinWarning
                      twins={twins}
                      acknowledged={acknowledged}
                      onAcknowledge={setAcknowledged}
                      onUseCurrent={(name, info) => update({ name, info })}
                    />
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          </Stack>
        </form>
      )}
      {readerOpened && (
        <Box display={draft.mode === 'read' && !result ? undefined : 'none'}>
          <Suspense fallback={<Loader size="sm" aria-label="Loading the readers" />}>
            <ReadPanel onEdit={edit} />
          </Suspense>
        </Box>
      )}
      {result && pairing && (
        <PairDialog
          devices={[{ ...result.device, locationId: null }]}
          via="register"
          onClose={() => setPairing(false)}
          onPaired={(_paired, locationId) => {
            setPairing(false)
            setOutcome(
              (previous) =>
                previous && {
                  ...previous,
                  result: { ...previous.result, pairing: 'paired', locationId },
                },
            )
          }}
        />
      )}
    </Stack>
  )
}
