/**
 * Words typed to find a location, matched as location names mean them. A name is words and numbers
 * ("Berlin · Floor 2 · Desk 01"); what is typed is read the same way, and:
 * - a typed word matches the start of a word of the name ("flo" finds "Floor"), without case or accents;
 * - a typed number matches a number of the same value ("desk 2" finds "Desk 02"), never a part of one;
 * - a number typed right after a word is that word's number where the name numbers the word: "floor 2"
 *   finds "Floor 2 · Desk 01", not "Floor 3 · Desk 02" (its floor is 3; the 2 is its desk's); where
 *   the word has no number of its own, the number may be anywhere ("head 3": Head office › Floor 3);
 * - the typed terms may come in any order ("desk 2 floor 3").
 */

interface Token {
  text: string
  /** The value of a run of digits; undefined for a word. */
  value?: number
}

/** A word, a number, or a word with the number that follows it. */
interface Term {
  word?: string
  value?: number
}

const TOKEN = /\p{L}+|\p{N}+/gu
const DIGITS = /^\p{Nd}+$/u

function tokens(text: string): Token[] {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  return Array.from(plain.matchAll(TOKEN), ([run]) =>
    DIGITS.test(run) ? { text: run, value: Number(run) } : { text: run },
  )
}

/** The terms of what was typed: a number right after a word joins it ("floor 2", "f2"). */
export function searchTerms(search: string): Term[] {
  const terms: Term[] = []
  for (const token of tokens(search)) {
    const last = terms.at(-1)
    if (token.value === undefined) terms.push({ word: token.text })
    else if (last?.word !== undefined && last.value === undefined) last.value = token.value
    else terms.push({ value: token.value })
  }
  return terms
}

const cache = new Map<string, Token[]>()
/** Names are read once: the picker filters thousands of them on every key. */
function tokensOf(text: string): Token[] {
  let found = cache.get(text)
  if (!found) {
    if (cache.size > 50_000) cache.clear()
    found = tokens(text)
    cache.set(text, found)
  }
  return found
}

const wordMatches = (token: Token | undefined, word: string) =>
  token !== undefined && token.value === undefined && token.text.startsWith(word)

/** Whether one term is found in a location's texts (tokens of each, numbers never across texts). */
function termMatches(term: Term, texts: readonly (readonly Token[])[]): boolean {
  const { word, value } = term
  if (word === undefined) return texts.some((words) => words.some((t) => t.value === value))
  let unnumbered = false
  for (const words of texts)
    for (const [at, token] of words.entries()) {
      if (!wordMatches(token, word)) continue
      const next = words[at + 1]
      if (value === undefined || next?.value === value) return true
      if (next?.value === undefined) unnumbered = true
    }
  return unnumbered && termMatches({ value }, texts)
}

/** Every term is found in one of the texts (a location's name, its id, the site and floor it is in). */
export function matchesTerms(terms: readonly Term[], texts: readonly string[]): boolean {
  const read = texts.map(tokensOf)
  return terms.every((term) => termMatches(term, read))
}
