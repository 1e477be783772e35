import { isUnanswered } from '#shared/error-codes.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { Connection } from '#shared/ipc/session.ts'

/** Whether an error means the service did not answer. */
export function unanswered(error: unknown): error is UserFacingError {
  return error instanceof UserFacingError && isUnanswered(error.code)
}

/**
 * Per profile: whether its service answered the last request or check, and since when. `note` returns
 * true when that changed, so callers tell the window only then.
 */
export function createConnectionTracker(now: () => Date = () => new Date()) {
  const states = new Map<string, Connection>()
  return {
    get: (profileId: string): Connection | null => states.get(profileId) ?? null,
    /** error: null when the service answered (whatever it said), else why it did not. */
    note(profileId: string, error: UserFacingError | null): boolean {
      const previous = states.get(profileId)
      const state = error ? 'unreachable' : 'reachable'
      const why = {
        message: error ? error.message : null,
        ...(error?.text ? { text: error.text } : {}),
      }
      if (previous?.state === state) {
        if (error && previous.message !== error.message) {
          const { text: _previous, ...rest } = previous
          states.set(profileId, { ...rest, ...why })
        }
        return false
      }
      states.set(profileId, { state, since: now().toISOString(), ...why })
      return true
    },
    /** What the service's health check said of its start; true when it restarted since the last one. */
    noteStart(profileId: string, startedAt: string | undefined): boolean {
      const previous = states.get(profileId)
      if (!previous || startedAt === undefined || previous.serviceStartedAt === startedAt)
        return false
      states.set(profileId, { ...previous, serviceStartedAt: startedAt })
      return true
    },
    forget: (profileId: string) => void states.delete(profileId),
  }
}
