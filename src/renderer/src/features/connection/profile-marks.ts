/** A profile's mark: its initials on its own colour, so two profiles are told apart at a glance. */
export interface ProfileMark {
  initials: string
  /** A background under white text at 4.5:1 or more. */
  color: string
}

/** Hues far apart, in the order profiles take them; each dark enough for white initials (≥ 5:1). */
export const MARK_COLORS = [
  '#1864ab', // blue
  '#c2410c', // orange
  '#087f5b', // teal
  '#862e9c', // grape
  '#c92a2a', // red
  '#0b7285', // cyan
  '#a61e4d', // pink
  '#364fc7', // indigo
] as const

const letters = (text: string) =>
  Array.from(text.normalize('NFC')).filter((c) => /\p{L}|\p{N}/u.test(c))

/** Initials to try, best first: of the first two words, else the first two letters, then others. */
function candidates(name: string): string[] {
  const words = name
    .split(/[\s\-_·.]+/u)
    .map(letters)
    .filter((word) => word.length > 0)
  const all = words.flat()
  const first = all[0] ?? '?'
  const tried = [
    words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : all.slice(0, 2).join('') || first,
    ...all.slice(1).map((letter) => `${first}${letter}`),
  ]
  return tried.map((initials) => initials.toLocaleUpperCase())
}

/**
 * Marks for the profiles as listed: colours in list order (distinct for up to eight profiles), and
 * initials that no two share ("Berlin" BE, "Branch" BR; a number where the letters run out).
 */
export function profileMarks(
  profiles: readonly { id: string; name: string }[],
): Map<string, ProfileMark> {
  const taken = new Set<string>()
  const marks = new Map<string, ProfileMark>()
  profiles.forEach((profile, index) => {
    const options = candidates(profile.name)
    let initials = options.find((option) => !taken.has(option))
    for (let n = 2; initials === undefined; n++) {
      const numbered = `${options[0]!.slice(0, 1)}${n}`
      if (!taken.has(numbered)) initials = numbered
    }
    taken.add(initials)
    marks.set(profile.id, { initials, color: MARK_COLORS[index % MARK_COLORS.length]! })
  })
  return marks
}
