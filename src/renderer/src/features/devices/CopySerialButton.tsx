import { useEffect, useState } from 'react'
import { visible } from '#shared/text/visible.ts'
import { CheckIcon, CopyIcon } from '../../app/icons.tsx'
import type { Translate } from '../../i18n/use-t.ts'
import classes from './device-row.module.css'

/**
 * A light copy button for table rows (no tooltip machinery): title and aria-label say what it does, in
 * the words of the row's `t`.
 */
export function CopySerialButton({ serialId, t }: { serialId: string; t: Translate }) {
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
      title={copied ? t('devices.copy.copied') : t('devices.copy.copy')}
      aria-label={t(copied ? 'devices.copy.copiedLabel' : 'devices.copy.copyLabel', {
        serialId: visible(serialId),
      })}
      onClick={() => {
        void navigator.clipboard?.writeText(serialId).then(() => setCopied(true))
      }}
    >
      {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
    </button>
  )
}
