import { useEffect, useState } from 'react'
import { visible } from '#shared/text/visible.ts'
import { CheckIcon, CopyIcon } from '../../app/icons.tsx'
import classes from './device-row.module.css'

/** A light copy button for table rows (no tooltip machinery): title and aria-label say what it does. */
export function CopySerialButton({ serialId }: { serialId: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className={classes.copy}
      data-copied={copied || undefined}
      title={copied ? 'Copied' : 'Copy serial id'}
      aria-label={`${copied ? 'Copied' : 'Copy'} serial id ${visible(serialId)}`}
      onClick={() => {
        void navigator.clipboard?.writeText(serialId).then(() => setCopied(true))
      }}
    >
      {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
    </button>
  )
}
