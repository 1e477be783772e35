import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import type { Screen } from '../../app/AppNavbar.tsx'
import { useNavigation } from '../../app/navigation.tsx'
import { useSession } from '../../app/session-context.tsx'
import { useUiState, writeUiState } from '../../app/ui-state.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../../i18n/use-t.ts'

/** Kept across restarts, once for the window: the panel is for a first start. */
const KEY = 'first-run'
const readDone = (stored: unknown) =>
  typeof stored === 'object' && stored !== null && (stored as { done?: unknown }).done === true

const TRIES: { screen: Screen; label: MessageId; why: MessageId }[] = [
  { screen: 'register', label: 'first-run.register', why: 'first-run.register.why' },
  { screen: 'import', label: 'first-run.import', why: 'first-run.import.why' },
  { screen: 'survey', label: 'first-run.survey', why: 'first-run.survey.why' },
]

/**
 * "Start here" on the Overview while the offline demo is in use and nothing was tried yet: what the
 * demo is and three things to try. Gone for good once one of them is opened or it is hidden.
 */
export function FirstRunPanel() {
  const t = useT()
  const { show } = useNavigation()
  const offline = useSession().session?.kind === 'offline'
  const done = useUiState(KEY, readDone)
  if (!offline || done) return null
  const finish = () => writeUiState(KEY, { done: true })
  return (
    <Card withBorder padding="md" component="section" aria-label={t('first-run.label')}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4">
            {t('first-run.title')}
          </Title>
          <Button size="xs" variant="subtle" onClick={finish}>
            {t('first-run.hide')}
          </Button>
        </Group>
        <Text size="sm">{t('first-run.what')}</Text>
        <Title order={4} size="h5">
          {t('first-run.try')}
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          {TRIES.map((each) => (
            <List.Item key={each.screen}>
              <Anchor
                component="button"
                type="button"
                fz="sm"
                fw={600}
                onClick={() => {
                  finish()
                  show(each.screen)
                }}
              >
                {t(each.label)}
              </Anchor>
              {': '}
              {t(each.why)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  )
}
