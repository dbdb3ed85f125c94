/** An upload becomes a stored, re-encoded image with a random name, or a Portuguese refusal. */
import { randomUUID } from 'node:crypto';
import { type UploadQuota, uploadRefusal } from '../../../domain/uploads/upload-quota';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { checkImageBytes } from './image-check';
import { ImageDecodeError, type ImageUse, reencodeImage } from './image-processing';
import type { ImageStorage } from './image-storage';
import { createUploadsRepository } from './uploads.repository';

/** Section 9: images up to 5MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Section 8: the message for anything that is not an image. */
export const NOT_AN_IMAGE = 'Por favor, selecione apenas arquivos de imagem.';
export const TOO_LARGE = 'A imagem deve ter no máximo 5MB.';

/** Checks the bytes are an image of at most 5MB and re-encodes them; a Portuguese 413/415 otherwise. */
async function encodeUpload(bytes: Buffer, use: ImageUse): Promise<Buffer> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
  const format = checkImageBytes(bytes);
  if (!format) throw new HttpError(415, NOT_AN_IMAGE);
  try {
    return await reencodeImage(bytes, format, use);
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new HttpError(415, NOT_AN_IMAGE);
    throw error;
  }
}

const newName = () => `${randomUUID()}.webp`;

export function createUploadsService(storage: ImageStorage) {
  return {
    /** Checks, re-encodes and stores the bytes; returns the image's public URL. */
    async storeImage(bytes: Buffer, use: ImageUse): Promise<string> {
      return storage.put(newName(), await encodeUpload(bytes, use));
    },
  };
}

/**
 * An owner's upload: as above, within the restaurant's quota (decision 0035) and recorded, so the
 * orphan-image job can delete it once nothing uses it.
 */
export function createOwnerUploadsService(db: Db, storage: ImageStorage, quota: UploadQuota) {
  const repository = createUploadsRepository(db);
  const refuse = (refusal: { status: number; message: string }) =>
    new HttpError(refusal.status, refusal.message);
  return {
    async storeImage(restaurantId: string, bytes: Buffer, use: ImageUse): Promise<string> {
      // A full restaurant is told before its upload is decoded; the record below decides for good.
      const early = uploadRefusal(await repository.usage(restaurantId), 0, quota);
      if (early) throw refuse(early);
      const encoded = await encodeUpload(bytes, use);
      const name = newName();
      const refusal = await repository.record(restaurantId, { name, bytes: encoded.length }, quota);
      if (refusal) throw refuse(refusal);
      try {
        return await storage.put(name, encoded);
      } catch (error) {
        await repository.forget(name);
        throw error;
      }
    },
  };
}
