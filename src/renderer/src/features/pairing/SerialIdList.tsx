import { Code, ScrollArea, Stack, Text } from '@mantine/core'
import { VisibleText } from '../../app/VisibleText.tsx'
import { useT } from '../../i18n/use-t.ts'

/** The serial ids an action is about, so nobody acts on the wrong selection. */
export function SerialIdList({
  serialIds,
  names,
}: {
  serialIds: readonly string[]
  /** Device names by serial id, shown beside each id where known. */
  names?: ReadonlyMap<string, string> | undefined
}) {
  const t = useT()
  const shown = serialIds.slice(0, 200)
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('pairing.list.heading', { count: serialIds.length })}
      </Text>
      <ScrollArea.Autosize mah={160} type="auto">
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((serialId) => (
            <li key={serialId}>
              <Code>
                <VisibleText text={serialId} />
              </Code>
              {names?.get(serialId) && (
                <Text span size="sm" c="dimmed" ml="xs">
                  <VisibleText text={names.get(serialId) ?? ''} />
                </Text>
              )}
            </li>
          ))}
          {serialIds.length > shown.length && (
            <Text component="li" size="sm" c="dimmed">
              {t('pairing.list.more', { count: serialIds.length - shown.length })}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  )
}
