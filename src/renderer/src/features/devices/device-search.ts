import type { Device } from '#shared/api/devices.ts'

/** What a device is searched by: its fields as lowercase lines, and its serial id without separators. */
export interface SearchEntry {
  text: string
  compact: string
}

const SEPARATORS = /[-:.\s]/g

export function searchEntry(device: Device, location: string): SearchEntry {
  return {
    text: `${device.serialId}\n${device.name}\n${device.info}\n${location}`.toLowerCase(),
    compact: device.serialId.toLowerCase().replace(SEPARATORS, ''),
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A word starts a word of the text; a number is that number ("3" finds "03", not "30" or "13"). */
function wordPattern(word: string): string {
  if (/^\d+$/.test(word)) return `(?<![0-9])0*${word.replace(/^0+(?=.)/, '')}(?![0-9])`
  return `(?<![a-z0-9])${escape(word)}`
}

/**
 * A search as people type it: a part of any field; a MAC or BSSID in any separator form and case
 * ("A4-C3-F0", "a4c3f0", "a4:c3:f0"); or several words in their order within one field ("floor 3
 * desk 02"). Null for an empty search.
 */
export function searchMatcher(search: string): ((entry: SearchEntry) => boolean) | null {
  const needle = search.trim().toLowerCase()
  if (needle === '') return null
  const hex = needle.replace(SEPARATORS, '')
  const macLike = /^[0-9a-f]{4,}$/.test(hex) && /^[0-9a-f\-:.\s]+$/.test(needle)
  const words = needle.split(/\s+/)
  const inOrder = words.length > 1 ? new RegExp(words.map(wordPattern).join('[^\\n]*?'), 'u') : null
  return (entry) =>
    entry.text.includes(needle) ||
    (macLike && entry.compact.includes(hex)) ||
    (inOrder !== null && inOrder.test(entry.text))
}
