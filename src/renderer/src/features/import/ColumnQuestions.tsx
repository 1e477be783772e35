import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import type { ColumnQuestion } from '#shared/ipc/import.ts'
import { useT } from '../../i18n/use-t.ts'

/** Fields two columns could give: which one, a click each (nothing is sent until every one is answered). */
export function ColumnQuestions({
  questions,
  onAnswer,
}: {
  questions: readonly ColumnQuestion[]
  onAnswer: (question: ColumnQuestion, index: number) => void
}) {
  const t = useT()
  if (questions.length === 0) return null
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('import.columns.title')}
      data-testid="import-columns-question"
    >
      <Stack gap={6}>
        {questions.map((question) => (
          <Stack key={question.field} gap={4}>
            <Text size="sm">{t('import.columns.text', { field: question.field })}</Text>
            <Group gap="xs">
              {question.columns.map((column) => (
                <Button
                  key={column.index}
                  size="xs"
                  variant="default"
                  onClick={() => onAnswer(question, column.index)}
                >
                  {t('import.columns.column', { header: column.header, first: column.first })}
                </Button>
              ))}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Alert>
  )
}
