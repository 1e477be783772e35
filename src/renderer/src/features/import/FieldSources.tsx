import { List, Text } from '@mantine/core'
import type { FieldSource } from '#shared/ipc/bulk.ts'

/** Where each field comes from, and why that column where several could have fed it. */
export function FieldSources({ fields }: { fields: readonly FieldSource[] }) {
  if (fields.length === 0) return null
  return (
    <details>
      <summary>
        <Text span size="sm">
          Where each field comes from
        </Text>
      </summary>
      <List size="sm" spacing={2} mt={4} data-testid="import-fields">
        {fields.map((source) => (
          <List.Item key={`${source.field}-${source.column}`}>
            <b>{source.field}</b>
            {source.rows ? ` (${source.rows})` : ''} from “{source.column}”: {source.why}
            {source.passedOver.map((over) => (
              <Text key={over.column} span size="sm" c="dimmed">
                {`; not “${over.column}”: ${over.why}`}
              </Text>
            ))}
          </List.Item>
        ))}
      </List>
    </details>
  )
}
