/**
 * Is this really a JPEG, PNG or WebP? Decided by the bytes, never by the file name or the declared
 * type. Also refused: bytes after the image's end (a PNG or WebP with an HTML page appended) and
 * markup or script anywhere in the file, the usual shapes of a polyglot. The image is re-encoded
 * afterwards anyway, so nothing of the original is ever served.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MARKUP = /<\s*(script|html|svg|iframe|object|embed|body|\?php|!doctype)|javascript:/i;

export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Offset just after the PNG's IEND chunk, or null when the chunk structure is broken. */
function pngEnd(bytes: Buffer): number | null {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const next = offset + 12 + length;
    if (next > bytes.length) return null;
    if (type === 'IEND') return next;
    offset = next;
  }
  return null;
}

/** Whether the file ends where its own structure says it does. */
function endsCleanly(format: ImageFormat, bytes: Buffer): boolean {
  if (format === 'png') return pngEnd(bytes) === bytes.length;
  // The RIFF header states the size of everything after its first 8 bytes.
  if (format === 'webp') return bytes.readUInt32LE(4) + 8 === bytes.length;
  // Phones append data after a JPEG's end (motion photos), so JPEG relies on the markup check.
  return true;
}

/** The image's format when the bytes are an acceptable JPEG, PNG or WebP; null otherwise. */
export function checkImageBytes(bytes: Buffer): ImageFormat | null {
  const format = sniffImageFormat(bytes);
  if (!format || !endsCleanly(format, bytes)) return null;
  if (MARKUP.test(bytes.toString('latin1'))) return null;
  return format;
}
