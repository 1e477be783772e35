import { describe, expect, it } from 'vitest'
import { matchesTerms, searchTerms } from '#renderer/features/locations/location-words.ts'

const finds = (search: string, ...texts: string[]) => matchesTerms(searchTerms(search), texts)

describe('words typed to find a location', () => {
  it.each([
    // A number after a word belongs to it: floor 2 is the floor, not desk 02 of floor 3.
    ['floor 2', 'Berlin · Floor 2 · Desk 01', true],
    ['floor 2', 'Berlin · Floor 3 · Desk 02', false],
    ['floor 2', 'Berlin · Floor 2', true],
    // Numbers by their value, never part of a longer one.
    ['desk 2', 'Berlin · Floor 3 · Desk 02', true],
    ['desk 02', 'Berlin · Floor 3 · Desk 2', true],
    ['desk 2', 'Berlin · Floor 3 · Desk 12', false],
    ['desk 1', 'Berlin · Floor 3 · Desk 10', false],
    ['2', 'Berlin · Floor 3 · Desk 02', true],
    // Words by their start, without case or accents, terms in any order.
    ['flo 3', 'Berlin · Floor 3 · Desk 02', true],
    ['oor', 'Berlin · Floor 3', false],
    ['desk 2 floor 3', 'Berlin · Floor 3 · Desk 02', true],
    ['desk 2 floor 3', 'Berlin · Floor 2 · Desk 03', false],
    ['MUNICH', 'Munich · Floor 1', true],
    ['zurich', 'Zürich · Floor 1', true],
    ['leopoldstr', 'Munich · Leopoldstraße 23', true],
    // A word and its number written together read as both: "f2" is floor 2.
    ['f2', 'Berlin · Floor 2 · Desk 01', true],
    ['f2', 'Berlin · Floor 3 · Desk 02', false],
    ['floor 2 desk', 'Berlin · Floor 2', false],
    ['', 'Anything', true],
  ])('"%s" in %s: %s', (search, name, found) => {
    expect(finds(search, name)).toBe(found)
  })

  it('finds each term in the name, the id or the site and floor around it', () => {
    expect(
      finds('friedrich floor 3', 'Berlin · Floor 3', 'berlin-f3', 'Berlin · Friedrichstraße 68'),
    ).toBe(true)
    expect(finds('f 3', 'Floor 3 room', 'berlin-f3')).toBe(true)
    // A word without a number of its own leaves the number free: head office, floor 3.
    expect(finds('head 3', 'Floor 3', 'f3', 'Head office')).toBe(true)
    expect(finds('head 3', 'Floor 2', 'f2', 'Head office')).toBe(false)
    // A word numbered in the name keeps its number, wherever else the typed one is.
    expect(finds('leopoldstr 1', 'Munich · Floor 1', 'm-f1', 'Munich · Leopoldstraße 23')).toBe(
      false,
    )
  })

  it('reads a number after a number, or alone, as a term of its own', () => {
    expect(searchTerms('floor 2 3 desk')).toEqual([
      { word: 'floor', value: 2 },
      { value: 3 },
      { word: 'desk' },
    ])
  })
})
