import { z } from 'zod'
import { ImportProgressSchema } from './import.ts'
import type { IpcEvent } from './event-names.ts'
import { saidSchema } from './coded-text-schema.ts'
import { SessionStateSchema } from './session.ts'
import { UpdateStatusSchema } from './updates.ts'

/** The embedded service runs again, is restarting, or is not restarted (again). */
export const EMBEDDED_STATUS_CODES = [
  'running-again',
  'restarting',
  'keeps-stopping',
  'not-restarted',
] as const
export type EmbeddedStatusCode = (typeof EMBEDDED_STATUS_CODES)[number]

/**
 * What main tells the window without being asked, one schema per event: main parses every payload
 * before it leaves (main/ipc/events.ts), the window subscribes with window.api.on(event, listener).
 * Add an event here and its name to event-names.ts.
 */
export const ipcEvents = {
  /** A menu item or its keyboard shortcut: show a screen or move the focus. */
  menuCommand: z.object({ command: z.enum(['findDevices', 'registerDevice']) }),
  /** The embedded offline service's process died and is restarting, gave up, or runs again. */
  embeddedService: z.object({
    state: z.enum(['running', 'restarting', 'stopped']),
    /** A sentence for the person: what happened and what to do (main/embedded/service-status.ts). */
    message: saidSchema(EMBEDDED_STATUS_CODES),
  }),
  /** A running import's progress: rows registered, then locations paired. */
  importProgress: ImportProgressSchema,
  /**
   * The active profile's session or connection changed without the window asking: the service stopped
   * or answers again, a sign-in expired and was renewed from the stored secret, or could not be.
   */
  session: SessionStateSchema,
  /** Self-update: found, downloading, ready to install, failed, or managed by policy. */
  updateStatus: UpdateStatusSchema,
} satisfies Record<IpcEvent, z.ZodType>

export type IpcEventPayload<E extends IpcEvent> = z.output<(typeof ipcEvents)[E]>

/** Subscribes to one event; returns the function that ends the subscription. */
export type SubscribeToEvent = <E extends IpcEvent>(
  event: E,
  listener: (payload: IpcEventPayload<E>) => void,
) => () => void
