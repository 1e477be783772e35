import { Select, TextInput } from '@mantine/core'
import { useMemo, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useT } from '../../i18n/use-t.ts'
import { locationFilter, locationOptions } from './location-options.ts'
import { useLocationTree } from './use-location-tree.ts'

/** The value of the "none" option: never a location id (ids are letters, digits and . _ : -). */
const NONE = '*'
const SHOWN = 8

interface LocationPickerProps {
  label: string
  description?: string
  /** The location id; '' for none. */
  value: string
  onChange: (locationId: string) => void
  /** Shown while none is chosen; with it, the choice can be cleared. */
  emptyLabel?: string
  required?: boolean
  error?: string | undefined
  autoFocus?: boolean
}

/**
 * A location by name, searched by any words of its name, id, site or floor, and grouped by site and
 * floor: only the first matches are drawn (and how many more there are), so thousands of locations
 * stay quick. A service that lists no locations gets the id typed instead.
 */
export function LocationPicker(props: LocationPickerProps) {
  const { label, description, value, onChange, emptyLabel, required, error, autoFocus } = props
  const { tree, listed } = useLocationTree()
  const t = useT()
  // The choice of none is an option too, so the keyboard can make it (the clear button is mouse-only).
  const data = useMemo(
    () => [
      ...(emptyLabel === undefined ? [] : [{ value: NONE, label: emptyLabel }]),
      ...locationOptions(tree, t),
    ],
    [tree, emptyLabel, t],
  )
  const filter = useMemo(() => locationFilter(t), [t])
  // The text in the field: held here so that choosing the location shown again puts its name back.
  const [search, setSearch] = useState('')
  const nameOf = (id: string) =>
    id === NONE ? (emptyLabel ?? '') : (tree.byId.get(id)?.name ?? id)
  const autofocus = autoFocus ? { 'data-autofocus': true } : {}
  const shown = value === '' ? emptyLabel : (tree.byId.get(value)?.name ?? value)
  // Typing replaces the choice shown rather than adding to it ("Not now (memory only)floor 2"): the
  // text is selected when the field is entered (Chrome does so on Tab, not on a click), and the first
  // key typed over a choice, after a click or a pick, selects it all before it goes in.
  const showsChoice = (input: HTMLInputElement) => input.value === shown
  const selectChoice = (event: SyntheticEvent<HTMLInputElement>) => {
    if (showsChoice(event.currentTarget)) event.currentTarget.select()
  }
  const typeOverChoice = (event: KeyboardEvent<HTMLInputElement>) => {
    const typed = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    if (typed && showsChoice(event.currentTarget)) event.currentTarget.select()
  }
  if (!listed) {
    return (
      <TextInput
        label={t('locations.picker.idLabel', { label })}
        description={t('locations.picker.idHelp')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        required={required}
        error={error}
        {...autofocus}
      />
    )
  }
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('locations.picker.placeholder')}
      data={data}
      value={value === '' ? (emptyLabel === undefined ? null : NONE) : value}
      onChange={(next) => onChange(next === null || next === NONE ? '' : next)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onOptionSubmit={(chosen) => setSearch(nameOf(chosen))}
      // Choosing the location shown again keeps it (Enter on it would otherwise clear the choice).
      allowDeselect={false}
      clearable={emptyLabel !== undefined && value !== ''}
      filter={filter}
      // No scroll box (one the keyboard could not reach): the first matches, then "type more words".
      limit={SHOWN}
      withScrollArea={false}
      nothingFoundMessage={t('locations.picker.nothingFound')}
      required={required}
      error={error}
      onFocus={selectChoice}
      onClick={selectChoice}
      onKeyDown={typeOverChoice}
      // A field focused as its dialog opens lists nothing over the dialog's buttons until asked
      // (typing, a click, the down arrow): the first Esc then closes the dialog.
      openOnFocus={!autoFocus}
      {...autofocus}
    />
  )
}
