/**
 * Where uploaded images live. Callers only see this interface: the local disk (one machine) or an
 * S3-compatible bucket (any number of instances). Either way the public URL is ours,
 * `/api/uploads/<name>`, served by the uploads route (decision 0004).
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../config';

export interface StoredImage {
  body: Readable;
  size: number;
  contentType: string;
}

export interface ImageStorage {
  /** Stores the bytes under a name (random, with its extension) and returns the public URL. */
  put(name: string, data: Buffer): Promise<string>;
  get(name: string): Promise<StoredImage | null>;
  remove(name: string): Promise<void>;
  urlFor(name: string): string;
  /** Releases connections (the S3 client's sockets); called when the app closes. */
  close?(): void;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** Names we generate: a UUID and an image extension. Anything else is never read from a store. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|png|jpg)$/;

export const UPLOADS_URL_PREFIX = '/api/uploads/';

/** The type an image is served with follows from the name we gave it, never from what a store says. */
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';

/** Images in a folder outside the code tree (UPLOAD_DIR), served by the uploads route. */
export function createLocalImageStorage(dir: string): ImageStorage {
  const fileOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`invalid stored image name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async put(name, data) {
      const target = fileOf(name);
      await mkdir(dir, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${target}.partial`;
      await writeFile(partial, data, { mode: 0o644 });
      await rename(partial, target);
      return this.urlFor(name);
    },
    async get(name) {
      if (!STORED_NAME.test(name)) return null;
      const file = fileOf(name);
      try {
        const info = await stat(file);
        return {
          body: createReadStream(file),
          size: info.size,
          contentType: contentTypeOf(name),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
    urlFor: (name) => `${UPLOADS_URL_PREFIX}${name}`,
  };
}

/**
 * The storage the configuration asks for. The S3 implementation (and the AWS SDK behind it) is loaded
 * only when chosen, so the default start neither pays for it nor prints its Node version warning.
 */
export async function createImageStorage(config: {
  uploadDir: string;
  storage: StorageConfig;
}): Promise<ImageStorage> {
  if (config.storage.driver === 'local') return createLocalImageStorage(config.uploadDir);
  const { createS3ImageStorage } = await import('./s3-image-storage');
  return createS3ImageStorage(config.storage);
}
