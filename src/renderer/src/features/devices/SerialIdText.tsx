import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core'
import { visible } from '#shared/text/visible.ts'
import { CheckIcon, CopyIcon } from '../../app/icons.tsx'
import { VisibleText } from '../../app/VisibleText.tsx'
import { useT } from '../../i18n/use-t.ts'

/**
 * A serial id in monospace with a copy button; the text itself is selectable too. A long one wraps
 * anywhere rather than losing its end; spaces inside it (an EDID serial can have them) show as they are,
 * control characters as escapes. The copy is the id exactly as stored.
 */
export function SerialIdText({ serialId }: { serialId: string }) {
  const t = useT()
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', minWidth: 0 }}>
        <VisibleText text={serialId} />
      </Code>
      <CopyButton value={serialId} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('devices.copy.copied') : t('devices.copy.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              aria-label={t(copied ? 'devices.copy.copiedLabel' : 'devices.copy.copyLabel', {
                serialId: visible(serialId),
              })}
              onClick={copy}
            >
              {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  )
}
