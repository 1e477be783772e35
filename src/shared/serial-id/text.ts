/** Quotes a value for a message: JSON-escaped (control characters visible) and cut to a readable length. */
export function quote(value: string, max = 40): string {
  const cut = value.length > max ? `${value.slice(0, max)}…` : value
  return JSON.stringify(cut)
}

export function ok(value: string): { ok: true; value: string } {
  return { ok: true, value }
}

export function fail(message: string): { ok: false; message: string } {
  return { ok: false, message }
}
