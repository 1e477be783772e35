/** What main knows about the frame that sent an IPC message. */
export interface SenderInfo {
  /** The sending web contents belongs to a window this app created. */
  fromOurWindow: boolean
  /** The message came from that window's main frame, not an iframe. */
  isMainFrame: boolean
  /** The URL of the sending frame. */
  frameUrl: string
}

/** `scheme://host[:port]`; WHATWG URL reports "null" as the origin of custom schemes such as app://. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null
  } catch {
    return null
  }
}

/** Only our own page, in the main frame of our own window, may call main. */
export function isTrustedSender(sender: SenderInfo, appOrigin: string): boolean {
  return sender.fromOurWindow && sender.isMainFrame && originOf(sender.frameUrl) === appOrigin
}
