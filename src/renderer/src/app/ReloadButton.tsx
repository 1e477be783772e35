import { ActionIcon, Tooltip } from '@mantine/core'
import { ReloadIcon } from './icons.tsx'

/** A screen's reload: an icon button named (and tooltipped) by `label`, spinning while it reloads. */
export function ReloadButton({
  label,
  onReload,
  loading,
}: {
  label: string
  onReload: () => void
  loading: boolean
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={onReload}
        loading={loading}
      >
        <ReloadIcon />
      </ActionIcon>
    </Tooltip>
  )
}
