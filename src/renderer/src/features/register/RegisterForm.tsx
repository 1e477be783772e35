import { Button, Grid, Group, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import { layouts } from '#shared/serial-id/index.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { placementHint } from '../locations/placement-hint.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { PlacementField } from '../placement/PlacementField.tsx'
import { placementInput, undecided } from '../placement/use-placement.ts'
import { CandidateChoice } from './CandidateChoice.tsx'
import { EntryModeControl } from './EntryModeControl.tsx'
import { findTwins, indexByLooseKey } from './format-twins.ts'
import { NameInfoFields } from './NameInfoFields.tsx'
import { PartsFields } from './PartsFields.tsx'
import { PasteField } from './PasteField.tsx'
import type { RegisterDraft } from './register-draft.ts'
import { RegisterPreview } from './RegisterPreview.tsx'
import { TypePicker } from './TypePicker.tsx'
import type { RegisterDraftState } from './use-register-draft.ts'
import { usePutDevices, type RegisterOutcome } from './use-register.ts'

const NO_DEVICES: never[] = []

/** The service's word on one field, in its English. */
function fieldError(fields: { path: string; message: string }[] | undefined, path: string) {
  const message = fields?.find((field) => field.path === path)?.message
  return message === undefined ? undefined : <span lang="en">{message}</span>
}

interface RegisterFormProps {
  state: RegisterDraftState
  onRegistered: (outcome: RegisterOutcome) => void
}

/**
 * One device by its parts or its whole id, with its name, info and location: registered and paired in
 * one call once the form's checks pass, a location (or keeping it unpaired) is chosen and any look-alike
 * is answered.
 */
export function RegisterForm({ state, onRegistered }: RegisterFormProps) {
  const { form, draft, parts, check, attempted, update } = state
  const { placement, setPlacement } = state.placement
  const { devices } = useWorkspace()
  const { tree } = useLocationTree()
  const t = useT()
  const { put, mutation } = usePutDevices('register')
  const [error, setError] = useState<IpcError | null>(null)
  const all = devices.data?.devices ?? NO_DEVICES
  const twinIndex = useMemo(() => indexByLooseKey(all), [all])
  const twins = check.serialId === null ? null : findTwins(check.serialId, twinIndex)
  const blockedByTwin = (twins?.lookalikes.length ?? 0) > 0 && !state.acknowledged
  const layout = layouts[draft.kind]
  const updating = twins?.exact !== undefined && twins.exact !== null
  // An update of a paired device may leave the location out: its pairing stays.
  const keepsPairing = updating && twins?.exact?.locationId !== null
  const placementMissing = attempted && !keepsPairing && undecided(placement)

  const send = async (values: RegisterDraft) => {
    if (check.serialId === null || blockedByTwin) return
    if (!keepsPairing && undecided(placement)) return
    const { locationId, keepUnpaired } = placementInput(placement)
    const device = {
      serialId: check.serialId,
      deviceType: layout.deviceType,
      name: values.name.trim(),
      info: values.info.trim(),
      locationId,
    }
    setError(null)
    try {
      const { results } = await put({ devices: [device], keepUnpaired })
      const [answer] = results
      if (answer?.error) setError(answer.error)
      else if (answer) onRegistered({ result: answer, device, before: twins?.exact ?? null })
    } catch (failure) {
      setError(failure as IpcError)
    }
  }
  const chosenLocation = placement.keepUnpaired ? '' : placement.locationId
  const hint =
    chosenLocation === '' ? null : placementHint([layout.deviceType], chosenLocation, tree, t)
  const errors = form.errors

  return (
    <form
      onSubmit={(event) => {
        state.attempt()
        form.onSubmit(send)(event)
      }}
      noValidate
      aria-label={t('register.form.label')}
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
                  onChange={state.setPart}
                  onApplyFix={state.setParts}
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
                      ? state.setParts({ ...parts, ...candidate.parts })
                      : update({ pasted: candidate.serialId })
                  }
                />
              )}
              <NameInfoFields
                kind={draft.kind}
                name={draft.name}
                info={draft.info}
                nameError={errors['name'] ?? fieldError(error?.fields, 'name')}
                infoError={errors['info'] ?? fieldError(error?.fields, 'info')}
                onChange={(field, value) => form.setFieldValue(field, value)}
              />
              <PlacementField
                label={keepsPairing ? t('register.form.pairToOptional') : t('register.form.pairTo')}
                description={t('register.form.pairDescription')}
                value={placement}
                onChange={setPlacement}
                keepsPairing={keepsPairing}
                error={placementMissing ? t('register.form.placementMissing') : undefined}
              />
              {hint && (
                <Text size="sm" c="dimmed" role="note">
                  {hint}
                </Text>
              )}
              {error && <ErrorAlert title={t('register.form.notRegistered')} error={error} />}
              <Group>
                <Button type="submit" loading={mutation.isPending} disabled={blockedByTwin}>
                  {updating
                    ? t('register.form.update')
                    : placement.keepUnpaired
                      ? t('register.form.registerUnpaired')
                      : t('register.form.registerAndPair')}
                </Button>
                {blockedByTwin && (
                  <Text size="sm" c="dimmed">
                    {t('register.form.answerLookalike')}
                  </Text>
                )}
                {errors['serialId'] && (
                  <Text size="sm" c="red" role="alert">
                    {errors['serialId']}
                  </Text>
                )}
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RegisterPreview state={state} twins={twins} />
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  )
}
