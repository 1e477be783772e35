/** The props of a control that picks one value of a fixed set: the one picked, and the next. */
export interface ChoiceProps<Value extends string> {
  value: Value
  onChange: (value: Value) => void
}
