/**
 * Bytes in a buffer of their own, for a cache to keep. Node's compression, synchronous or streamed,
 * hands back a view of its output chunk (64 KB for an answer of 1.2 KB): a cache that keeps the view
 * keeps the whole chunk, so what it holds weighs some fifty times what it counts, and a process's memory
 * grows with everything it keeps (issue 36). A string, or a buffer that is all its own, stays as it is.
 */
export function ownBytes<Bytes extends Buffer | string>(bytes: Bytes): Bytes {
  if (typeof bytes === 'string' || bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(copy);
  return copy as Bytes;
}
