import { describe, expect, it } from 'vitest'
import { headParts, splitKeepingEnd } from '#renderer/features/locations/EndKeepingName.tsx'

describe('where a name too long for its column is cut', () => {
  it.each([
    ['Berlin · Floor 2 · Desk 01', ['Berlin · Floor 2', '· Desk 01']],
    ['Hamburg · Ground floor · Desk 03', ['Hamburg · Ground floor', '· Desk 03']],
    // A long last part is cut at its number instead.
    ['Floor 2 · Desk 05 monitor', ['Floor 2 · Desk', '05 monitor']],
    ['Berlin · Friedrichstraße 68', ['Berlin · Friedrichstraße', '68']],
    ['Dock Schreibtisch 01', ['Dock Schreibtisch', '01']],
    // Nothing to keep: cut at the end as usual.
    ['Head office', ['Head office', '']],
    ['42', ['42', '']],
  ])('%s', (name, split) => {
    expect(splitKeepingEnd(name)).toEqual(split)
  })
})

describe('the start of a cut name keeps its numbers', () => {
  it.each([
    // Floor 2's and Floor 3's desks still differ when the start gives way.
    ['Floor 2 · Desk', ['Floor', '2', '· Desk']],
    ['Berlin · Floor 2', ['Berlin · Floor', '2']],
    ['Dock Schreibtisch', ['Dock Schreibtisch']],
    ['Hamburg · Ground floor', ['Hamburg · Ground floor']],
  ])('%s', (head, parts) => {
    expect(headParts(head).map((part) => part.text)).toEqual(parts)
  })
})
