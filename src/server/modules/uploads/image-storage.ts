/**
 * Where uploaded images live. Callers only see this interface: the local disk (one machine,
 * local-image-storage.ts) or an S3-compatible bucket (any number of instances, s3-image-storage.ts),
 * chosen by image-storage-driver.ts. Either way the public URL is ours, `/api/uploads/<name>`, served
 * by the uploads route (decision 0004).
 */
import path from 'node:path';
import type { Readable } from 'node:stream';

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
