/**
 * Re-encodes an upload for its use: EXIF and every other metadata stripped (sharp keeps none unless
 * asked), the orientation applied, dimensions capped and sized for where it is shown, WebP out.
 * Recommended sizes shown to owners: logo 200x200, banner 800x300; we keep twice that for sharp
 * screens.
 */
import type { ImageFormat } from './image-check';

export const IMAGE_USES = {
  'menu-item': { width: 1200, height: 1200, fit: 'inside' },
  logo: { width: 400, height: 400, fit: 'cover' },
  banner: { width: 1600, height: 600, fit: 'cover' },
} as const;
export type ImageUse = keyof typeof IMAGE_USES;

/** Larger sources are refused before decoding (a 40-megapixel photo is about 7300 x 5500). */
const MAX_INPUT_PIXELS = 40_000_000;

export class ImageDecodeError extends Error {}

export async function reencodeImage(bytes: Buffer, format: ImageFormat, use: ImageUse): Promise<Buffer> {
  const { width, height, fit } = IMAGE_USES[use];
  try {
    // Loaded on the first upload rather than at start-up.
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new ImageDecodeError('format mismatch');
    return await image
      .rotate()
      .resize({ width, height, fit, position: 'centre', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch (error) {
    throw error instanceof ImageDecodeError ? error : new ImageDecodeError(String(error));
  }
}
