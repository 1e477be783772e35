import { List, Text } from '@mantine/core'
import { useIntl } from 'react-intl'
import type { FieldSource } from '#shared/ipc/bulk.ts'

/** Where each field comes from, and why that column where several could have fed it. */
export function FieldSources({ fields }: { fields: readonly FieldSource[] }) {
  const intl = useIntl()
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
            {/* The field's key as main names it; which rows and why in main's words (English). */}
            {intl.formatMessage(
              { id: 'import.fields.source' },
              {
                b: (chunks) => <b>{chunks}</b>,
                field: source.field,
                rows: source.rows ? (
                  <>
                    {' '}
                    (<span lang="en">{source.rows}</span>)
                  </>
                ) : (
                  ''
                ),
                column: source.column,
                why: <span lang="en">{source.why}</span>,
              },
            )}
            {source.passedOver.map((over) => (
              <Text key={over.column} span size="sm" c="dimmed">
                {intl.formatMessage(
                  { id: 'import.fields.passed-over' },
                  { column: over.column, why: <span lang="en">{over.why}</span> },
                )}
              </Text>
            ))}
          </List.Item>
        ))}
      </List>
    </details>
  )
}
