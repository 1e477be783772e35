import { List, Text } from '@mantine/core'
import { useIntl } from 'react-intl'
import type { FieldSource } from '#shared/ipc/import.ts'
import { said } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'
import { wordWhy } from './coded-texts.ts'

/** Where each field comes from, and why that column where several could have fed it. */
export function FieldSources({ fields }: { fields: readonly FieldSource[] }) {
  const intl = useIntl()
  const t = useT()
  if (fields.length === 0) return null
  return (
    <details>
      <summary>
        <Text span size="sm">
          {intl.formatMessage({ id: 'import.fields.title' })}
        </Text>
      </summary>
      <List size="sm" spacing={2} mt={4} data-testid="import-fields">
        {fields.map((source) => (
          <List.Item key={`${source.field}-${source.column}`}>
            {/* The field's key as main names it (as the command line's --map does). */}
            {intl.formatMessage(
              { id: 'import.fields.source' },
              {
                b: (chunks) => <b>{chunks}</b>,
                field: source.field,
                rows: source.rows ? ` (${said(t, source.rows)})` : '',
                column: source.column,
                why: source.why.map((why) => wordWhy(t, why)).join('; '),
              },
            )}
            {source.passedOver.map((over) => (
              <Text key={over.column} span size="sm" c="dimmed">
                {t('import.fields.passed-over', {
                  column: over.column,
                  why: said(t, over.why),
                })}
              </Text>
            ))}
          </List.Item>
        ))}
      </List>
    </details>
  )
}
