/**
 * Bytes in a buffer of their own size, for what is kept long. Node hands out buffers under 32 KB as
 * slices of a shared 64 KB pool, and zlib its output as a slice of a 64 KB chunk: a 6 KB answer kept
 * for hours would keep the whole 64 KB alive.
 */
export function ownBuffer(bytes: Buffer | string): Buffer {
  if (typeof bytes === 'string') {
    const own = Buffer.allocUnsafeSlow(Buffer.byteLength(bytes));
    own.write(bytes);
    return own;
  }
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}
