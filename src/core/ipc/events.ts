import type { IpcEvent } from '#shared/ipc/event-names.ts'
import { ipcEvents, type IpcEventPayload } from '#shared/ipc/events.ts'

/** The transport of events: Electron's webContents.send to our windows, or the web harness's stream. */
export type EventSink = (event: IpcEvent, payload: unknown) => void

/** Sends one event to the window(s); the payload is parsed first (a wrong one throws here, in main). */
export type EmitEvent = <E extends IpcEvent>(event: E, payload: IpcEventPayload<E>) => void

/** The one function main emits events through, whatever the transport. */
export function createEventEmitter(sink: EventSink): EmitEvent {
  return (event, payload) => sink(event, ipcEvents[event].parse(payload))
}
