import { useForm } from '@mantine/form'
import { useState } from 'react'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { useT } from '../../i18n/use-t.ts'
import { usePlacement } from '../placement/use-placement.ts'
import {
  EMPTY_DRAFT,
  checkDraft,
  draftErrors,
  partsOf,
  type RegisterDraft,
} from './register-draft.ts'
import type { FoundRow } from './use-found-devices.ts'

/**
 * The register form's draft on @mantine/form, validated by the serial id helper's checks
 * (`draftErrors`); after a first try the checks follow every change. Kept by the screen, so a visit to
 * "Read from a tool" and back loses nothing, and the placement (where it goes) with it.
 */
export function useRegisterDraft() {
  const [attempted, setAttempted] = useState(false)
  const [acknowledged, setAcknowledged] = useState(false)
  const placement = usePlacement()
  const t = useT()
  const form = useForm<RegisterDraft>({
    initialValues: EMPTY_DRAFT,
    validate: (values) => draftErrors(values, t),
    onValuesChange: (values) => {
      // A look-alike warning is answered for the id it was shown for, not for the next one.
      setAcknowledged(false)
      if (attempted) form.setErrors(draftErrors(values, t))
    },
  })
  const draft = form.values
  const parts = partsOf(draft)

  const update = (patch: Partial<RegisterDraft>) => form.setValues(patch)
  const setParts = (next: Record<string, string>) =>
    update({ parts: { ...draft.parts, [draft.kind]: next } })
  // A device read from a printout opens in the form: as its whole id, or as the parts found so far.
  const edit = (device: FoundDevice, row: FoundRow) => {
    const common = { kind: device.kind, name: row.name, info: row.info }
    if (row.serialId !== undefined) update({ ...common, mode: 'paste', pasted: row.serialId })
    else
      update({ ...common, mode: 'parts', parts: { ...draft.parts, [device.kind]: device.parts } })
  }

  return {
    form,
    draft,
    parts,
    check: checkDraft(draft),
    attempted,
    /** Marks the try: the field errors show, and follow the changes from now on. */
    attempt: () => setAttempted(true),
    acknowledged,
    setAcknowledged,
    placement,
    update,
    setPart: (key: string, value: string) => setParts({ ...parts, [key]: value }),
    setParts,
    edit,
    /** Another device: an empty form of the same type and way in, from the location used last. */
    another: () => {
      setAttempted(false)
      placement.reset()
      form.setValues({ ...EMPTY_DRAFT, kind: draft.kind, mode: draft.mode })
      form.setErrors({})
    },
  }
}

export type RegisterDraftState = ReturnType<typeof useRegisterDraft>
