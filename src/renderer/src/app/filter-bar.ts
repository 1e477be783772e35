import type { ChangeEvent } from 'react'

/** What a screen's filter bar is given: the filter, and where a changed one goes. */
export interface FilterBarProps<Filter> {
  filter: Filter
  onChange: (filter: Filter) => void
}

/** The fields of a filter that hold text (words to search for, a state, a role). */
type TextField<Filter> = {
  [Field in keyof Filter]: Filter[Field] extends string ? Field : never
}[keyof Filter]

/**
 * A filter bar's inputs and selects, bound to its filter: `field(name)` gives one the field's value
 * and, as it changes, the filter with that field changed (the rest kept).
 */
export function filterFields<Filter>({ filter, onChange }: FilterBarProps<Filter>) {
  return <Field extends TextField<Filter>>(field: Field) => ({
    value: filter[field] as string,
    // A select's choices are all values of its field; an input's text goes to a plain string field.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...filter, [field]: event.currentTarget.value as Filter[Field] }),
  })
}
