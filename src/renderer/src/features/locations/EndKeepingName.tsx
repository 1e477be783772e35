import { Fragment } from 'react'
import { VisibleText } from '../../app/VisibleText.tsx'
import classes from './end-keeping-name.module.css'

/** A last part longer than this is cut at its number instead ("… 05 monitor"). */
const SHORT_PART = 12

/**
 * Where a name that does not fit is cut: before its last part when that is short ("Berlin · Floor 2
 * · Desk 01" keeps "· Desk 01"), else before its last word with a number ("Floor 2 · Desk 05 monitor"
 * keeps "05 monitor"): the names of a floor's desks differ at their end, so the end stays.
 */
export function splitKeepingEnd(name: string): [head: string, tail: string] {
  const part = name.lastIndexOf(' · ')
  if (part > 0 && name.length - part - 3 <= SHORT_PART)
    return [name.slice(0, part), name.slice(part + 1)]
  const numbered = /\s(\S*\d\S*(?:\s\D*)?)$/u.exec(name)
  if (numbered?.[1] && numbered.index > 0) return [name.slice(0, numbered.index), numbered[1]]
  return [name, '']
}

/**
 * The start of a name cut into the words that give way and the words with a number, which stay whole:
 * "Floor 2 · Desk" → "Floor", "2", "· Desk", so Floor 2's and Floor 3's desks still differ when cut.
 */
export function headParts(head: string): Array<{ text: string; keep: boolean }> {
  const parts: Array<{ text: string; keep: boolean }> = []
  for (const word of head.split(' ').filter(Boolean)) {
    const keep = /\d/u.test(word)
    const last = parts.at(-1)
    if (last && last.keep === keep) last.text += ` ${word}`
    else parts.push({ text: word, keep })
  }
  return parts
}

/**
 * A location's or a device's name on one line, cut in the middle rather than at its end: the words of
 * its start give way (with an ellipsis), its numbers and its end stay whole. The caller's title holds
 * the whole name; control characters show as escapes (VisibleText).
 */
export function EndKeepingName({ name }: { name: string }) {
  const [head, tail] = splitKeepingEnd(name)
  const parts = headParts(head)
  return (
    <span className={classes.name}>
      {parts.length > 1 ? (
        parts.map((part, at) => (
          <Fragment key={at}>
            {/* As the tail's: drawn as a margin, kept in the text read and copied. */}
            {at > 0 && ' '}
            <span
              className={`${part.keep ? classes.kept : classes.head} ${at > 0 ? classes.tail : ''}`}
            >
              <VisibleText text={part.text} />
            </span>
          </Fragment>
        ))
      ) : (
        <span className={classes.head}>
          <VisibleText text={head} />
        </span>
      )}
      {/* Not drawn between the two (the margin is), but kept in the text that is read and copied. */}
      {tail && ' '}
      {tail && (
        <span className={classes.tail} data-part="end">
          <VisibleText text={tail} />
        </span>
      )}
    </span>
  )
}
