/** The serial id layout helper: one place for building, checking and describing the sensor's serial ids. */
export { build } from './build.ts'
export { parse } from './parse.ts'
export { validate } from './validate.ts'
export { suggest } from './suggest.ts'
export { layouts } from './layouts.ts'
export { resolveKind } from './device-type.ts'
export { SERIAL_ID_MAX } from './serial-part.ts'
export type {
  BuildResult,
  LayoutDescription,
  LayoutPart,
  ParseMatch,
  ParseResult,
  PartError,
  TypeRef,
  ValidateResult,
} from './types.ts'
