import { Code, Text } from '@mantine/core'
import { useIntl } from 'react-intl'
import { useSessionChanges } from '../../api/session.ts'
import { useT } from '../../i18n/use-t.ts'
import { StepDialog } from './StepDialog.tsx'

/** Asks before the offline demo starts afresh, saying what is lost; then every screen loads again. */
export function ResetDemoDialog({
  dataDir,
  onClose,
}: {
  dataDir: string | undefined
  onClose: () => void
}) {
  const actions = useSessionChanges()
  const intl = useIntl()
  const t = useT()
  return (
    <StepDialog
      title={t('connection.reset-demo.title')}
      failed={t('connection.reset-demo.failed')}
      confirm={t('connection.reset-demo.confirm')}
      step={() => actions.resetDemo()}
      onClose={onClose}
      holdCancel
    >
      <Text size="sm">{t('connection.reset-demo.body')}</Text>
      {dataDir && (
        <Text size="sm">
          {intl.formatMessage(
            { id: 'connection.reset-demo.data-dir' },
            {
              dir: (
                <Code key="dir" style={{ wordBreak: 'break-all' }}>
                  {dataDir}
                </Code>
              ),
            },
          )}
        </Text>
      )}
    </StepDialog>
  )
}
