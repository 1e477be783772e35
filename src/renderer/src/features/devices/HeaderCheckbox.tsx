import { useEffect, useRef } from 'react'
import { useT } from '../../i18n/use-t.ts'
import classes from './device-row.module.css'

interface HeaderCheckboxProps {
  checked: boolean
  indeterminate: boolean
  disabled: boolean
  onChange: () => void
}

/** "Select all shown": the same native checkbox as the rows, with the mixed state set on the element. */
export function HeaderCheckbox({
  checked,
  indeterminate,
  disabled,
  onChange,
}: HeaderCheckboxProps) {
  const t = useT()
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      className={classes.checkbox}
      aria-label={t('devices.table.selectAll')}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  )
}
