/** An upload becomes a stored, re-encoded image with a random name, or a Portuguese refusal. */
import { randomUUID } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import { checkImageBytes } from './image-check';
import { ImageDecodeError, type ImageUse, reencodeImage } from './image-processing';
import type { ImageStorage } from './image-storage';

/** Section 9: images up to 5MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Section 8: the message for anything that is not an image. */
export const NOT_AN_IMAGE = 'Por favor, selecione apenas arquivos de imagem.';
export const TOO_LARGE = 'A imagem deve ter no máximo 5MB.';

export function createUploadsService(storage: ImageStorage) {
  return {
    /** Checks, re-encodes and stores the bytes; returns the image's public URL. */
    async storeImage(bytes: Buffer, use: ImageUse): Promise<string> {
      if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
      const format = checkImageBytes(bytes);
      if (!format) throw new HttpError(415, NOT_AN_IMAGE);
      let encoded: Buffer;
      try {
        encoded = await reencodeImage(bytes, format, use);
      } catch (error) {
        if (error instanceof ImageDecodeError) throw new HttpError(415, NOT_AN_IMAGE);
        throw error;
      }
      return storage.put(`${randomUUID()}.webp`, encoded);
    },
  };
}
