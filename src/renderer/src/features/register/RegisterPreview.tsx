import { Stack } from '@mantine/core'
import { layouts } from '#shared/serial-id/index.ts'
import { useT } from '../../i18n/use-t.ts'
import type { Twins } from './format-twins.ts'
import { layoutText } from './kind-text.ts'
import { SerialIdPreview } from './SerialIdPreview.tsx'
import { SerialWarnings } from './SerialWarnings.tsx'
import { TwinWarning } from './TwinWarning.tsx'
import type { RegisterDraftState } from './use-register-draft.ts'

interface RegisterPreviewProps {
  state: RegisterDraftState
  twins: Twins | null
}

/** Beside the form: the serial id as it will be registered, what deserves a second look, and its look-alikes. */
export function RegisterPreview({ state, twins }: RegisterPreviewProps) {
  const { draft, check, parts, attempted } = state
  const t = useT()
  const layout = layouts[draft.kind]
  // As PartsFields and PasteField show them: an empty part's problem only after a register attempt.
  const marked =
    draft.mode === 'parts'
      ? check.errors.some(
          (error) =>
            layout.parts.some((part) => part.key === error.part) &&
            (attempted || (parts[error.part] ?? '') !== ''),
        )
      : draft.pasted !== '' && check.errors.length > 0
  return (
    <Stack gap="md">
      <SerialIdPreview
        check={check}
        layout={layoutText(t, draft.kind)}
        example={layout.example}
        marked={marked}
        mode={draft.mode === 'paste' ? 'paste' : 'parts'}
      />
      <SerialWarnings
        warnings={check.warnings}
        onReplace={draft.mode === 'parts' ? state.setPart : undefined}
      />
      {twins && (
        <TwinWarning
          twins={twins}
          acknowledged={state.acknowledged}
          onAcknowledge={state.setAcknowledged}
          onUseCurrent={(name, info) => state.update({ name, info })}
        />
      )}
    </Stack>
  )
}
