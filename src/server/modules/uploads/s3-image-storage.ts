/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), so every instance behind the
 * load balancer sees every upload. The public URL stays `/api/uploads/<name>`: the uploads route
 * streams the object from the bucket, so the CSP (`img-src 'self'`), the cache headers and the URLs
 * already saved in menus do not depend on the driver (decision 0004).
 */
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';
import { contentTypeOf, type ImageStorage, STORED_NAME, UPLOADS_URL_PREFIX } from './image-storage';

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

/** Names are random and never reused, so a copy anywhere (browser, CDN) may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Only a missing object is a 404; a missing bucket or bad keys are configuration errors and stay loud. */
const isMissingObject = (error: unknown) => (error as { name?: string } | null)?.name === 'NoSuchKey';

export async function createS3ImageStorage(config: S3StorageConfig): Promise<ImageStorage> {
  // Loaded here, not at the top: the bundle keeps npm packages external and would otherwise load
  // the SDK at every start, local disk included.
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const keyOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`invalid stored image name: ${name}`);
    return name;
  };
  const urlFor = (name: string) => `${UPLOADS_URL_PREFIX}${name}`;

  return {
    async put(name, data) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: data,
          ContentType: contentTypeOf(name),
          CacheControl: IMMUTABLE,
        }),
      );
      return urlFor(name);
    },
    async get(name) {
      if (!STORED_NAME.test(name)) return null;
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body || object.ContentLength === undefined)
          throw new Error(`S3 answered ${name} without a body or its length`);
        return {
          // In Node the SDK's body is the HTTP response itself, a Readable streamed straight out.
          body: object.Body as Readable,
          size: object.ContentLength,
          contentType: contentTypeOf(name),
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      // Deleting an absent key succeeds in S3, like `rm --force` on disk.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    urlFor,
    close: () => client.destroy(),
  };
}
