import { Code, Modal, Stack, Text } from '@mantine/core'
import { useIntl } from 'react-intl'
import { useSessionChanges } from '../../api/session.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useT } from '../../i18n/use-t.ts'
import { DialogActions } from '../../app/DialogActions.tsx'
import { useDialogStep } from './use-dialog-step.ts'

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
  const reset = useDialogStep(() => actions.resetDemo(), onClose)

  return (
    <Modal opened onClose={onClose} title={t('connection.reset-demo.title')}>
      <Stack gap="md">
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
        {reset.error && (
          <ErrorAlert title={t('connection.reset-demo.failed')} error={reset.error} />
        )}
        <DialogActions
          onCancel={onClose}
          confirm={t('connection.reset-demo.confirm')}
          onConfirm={() => void reset.run()}
          danger
          running={reset.busy}
          holdCancel
        />
      </Stack>
    </Modal>
  )
}
