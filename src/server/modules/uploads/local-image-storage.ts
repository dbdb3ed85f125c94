import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type ImageStorage, STORED_NAME, UPLOADS_URL_PREFIX } from './image-storage';

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
