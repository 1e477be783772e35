import { Alert, Text } from '@mantine/core'
import { useIntl } from 'react-intl'
import { formatMoment } from '../../app/time.ts'
import { wordCoded } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'
import { EVIDENCE, STATUS } from './match-texts.ts'
import { useMatchCheck } from './use-match.ts'

/** In the device drawer: whether a sensor confirmed this registration, and a near-miss's evidence. */
export function DeviceMatch({ serialId }: { serialId: string }) {
  const t = useT()
  const intl = useIntl()
  const check = useMatchCheck()
  const entry = check.data?.entries.find((candidate) => candidate.device.serialId === serialId)
  if (!entry) return null
  const when = entry.status === 'matched' ? entry.lastReportedAt : entry.registeredAt
  const state = t(STATUS[entry.status])
  if (entry.status !== 'near-miss')
    return (
      <Text size="sm" data-testid="device-match">
        {t('match.drawer.state', { state })}
        {when
          ? ` (${t(entry.status === 'matched' ? 'match.when.reported' : 'match.when.since', { when: formatMoment(intl, when) })})`
          : ''}
      </Text>
    )
  const [miss] = entry.nearMisses
  return (
    <Alert color="orange" variant="light" role="note" title={state} data-testid="device-match">
      {miss && (
        <>
          {t('match.entry.reported-as')} <code>{miss.reported.serialId}</code>.{' '}
          {wordCoded(t, EVIDENCE, miss.evidence)} {t('match.drawer.repair')}
        </>
      )}
    </Alert>
  )
}
