import { inflateRawSync } from 'node:zlib'

const END = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
/** The end record (22 bytes) and the longest comment it may carry. */
const END_SEARCH = 22 + 0xffff

/** A ZIP archive's first bytes: a local file header. */
export const startsAsZip = (head: Uint8Array) =>
  head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04

/**
 * The files of a ZIP archive in memory by name, each read (and inflated) only when asked, from the
 * archive's central directory: what an Ekahau project (.esx) or an Office file is. Undefined when the
 * bytes hold no readable directory (cut off, or ZIP64). A stored or deflated file is read; another
 * method throws, naming it.
 */
export function zipEntries(bytes: Buffer): Map<string, () => Buffer> | undefined {
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--)
    if (bytes.readUInt32LE(at) === END) {
      end = at
      break
    }
  if (end < 0) return undefined
  const count = bytes.readUInt16LE(end + 10)
  let at = bytes.readUInt32LE(end + 16)
  const entries = new Map<string, () => Buffer>()
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return undefined
    const method = bytes.readUInt16LE(at + 10)
    const size = bytes.readUInt32LE(at + 20)
    const nameLength = bytes.readUInt16LE(at + 28)
    const local = bytes.readUInt32LE(at + 42)
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength)
    entries.set(name, () => {
      if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL)
        throw new Error(`${name} is not where the archive's directory says`)
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
      const data = bytes.subarray(start, start + size)
      if (method === 0) return data
      if (method === 8) return inflateRawSync(data)
      throw new Error(`${name} is compressed with method ${method}, which is not read here`)
    })
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32)
  }
  return entries
}
