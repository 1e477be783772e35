import { Alert, Button, Code, Stack, Text } from '@mantine/core'
import type { Candidate } from '#shared/serial-id/index.ts'
import { useT } from '../../i18n/use-t.ts'

interface CandidateChoiceProps {
  candidates: readonly Candidate[]
  onChoose: (candidate: Candidate) => void
  /** What is being chosen between; for ids of a typed number, where each form is printed decides. */
  title?: string
}

/** Two or more ids the input can mean, each with where that form comes from: one click picks one. */
export function CandidateChoice({ candidates, onChoose, title }: CandidateChoiceProps) {
  const t = useT()
  const heading = title ?? t('register.candidates.title')
  return (
    <Alert color="yellow" variant="light" title={heading} role="group" aria-label={heading}>
      <Stack gap={6}>
        {candidates.map((candidate) => {
          const label = t(candidate.labelId, candidate.labelValues)
          return (
            <Button
              key={candidate.serialId}
              variant="default"
              h="auto"
              py={6}
              justify="flex-start"
              // Its name holds the words it shows, in their order (no parentheses, which drop out); the
              // space between the id and its words keeps them two words in the text it shows, too.
              aria-label={t('register.candidates.use', {
                serialId: candidate.serialId,
                label,
              })}
              onClick={() => onChoose(candidate)}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              <Stack gap={2} align="flex-start">
                <Code>{candidate.serialId}</Code>{' '}
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
              </Stack>
            </Button>
          )
        })}
      </Stack>
    </Alert>
  )
}
