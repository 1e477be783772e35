import { useMemo } from 'react'
import { useSession } from '../../app/session-context.tsx'
import classes from './profile-mark.module.css'
import { profileMarks } from './profile-marks.ts'

/** The marks of the profiles the session lists, by profile id. */
export function useProfileMarks() {
  const { profiles } = useSession()
  return useMemo(() => profileMarks(profiles?.profiles ?? []), [profiles])
}

/**
 * A profile's initials on its colour. Beside the profile's name, so it is hidden from screen readers
 * (the name says it); the title tells a pointer which profile it is.
 */
export function ProfileMark({
  profileId,
  name,
  size = 'md',
}: {
  profileId: string
  name: string
  size?: 'sm' | 'md'
}) {
  const mark = useProfileMarks().get(profileId)
  if (!mark) return null
  return (
    <span
      className={`${classes.mark} ${size === 'sm' ? classes.small : ''}`}
      style={{ backgroundColor: mark.color }}
      title={name}
      translate="no"
      aria-hidden="true"
      data-testid="profile-mark"
    >
      {mark.initials}
    </span>
  )
}
