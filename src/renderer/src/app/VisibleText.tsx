import { Fragment } from 'react'
import { hasControls, visibleParts, type VisibleOptions } from '#shared/text/visible.ts'
import classes from './visible-text.module.css'

/**
 * Text from outside (a device's name or info, a serial id, a service's message) with its control
 * characters shown as marked escapes (\x1b, \u202e): unseen, they would hide characters of a serial id
 * or reorder what follows them (a right-to-left override). For attributes (title, aria-label), visible().
 */
export function VisibleText({ text, ...options }: { text: string } & VisibleOptions) {
  if (!hasControls(text)) return text
  return visibleParts(text, options).map((part, i) =>
    part.escape ? (
      <span key={i} className={classes.escape} data-escape="">
        {part.text}
      </span>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  )
}
