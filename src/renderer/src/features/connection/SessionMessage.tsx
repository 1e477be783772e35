import { Fragment } from 'react'
import { VisibleText } from '../../app/VisibleText.tsx'
import type { SaidPart } from './session-message.ts'

/** The session's message, part by part: a service's own words marked as English. */
export function SessionMessage({ parts }: { parts: readonly SaidPart[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span lang={part.english ? 'en' : undefined}>
        <VisibleText text={part.text} />
      </span>
    </Fragment>
  ))
}
