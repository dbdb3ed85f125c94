import type { StorageConfig } from '../../config';
import type { ImageStorage } from './image-storage';
import { createLocalImageStorage } from './local-image-storage';

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
