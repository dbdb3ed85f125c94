import { describe, expect, it } from 'vitest';
import { uploadRefusal } from './upload-quota';

const megabytes = (mb: number) => mb * 1024 * 1024;

const quota = { maxImages: 3, maxBytes: megabytes(10) };

describe('the upload quota', () => {
  it.each([
    ['an empty restaurant', { images: 0, bytes: 0 }, 1_000, null],
    ['the last image that fits', { images: 2, bytes: megabytes(9) }, megabytes(1), null],
    ['one image too many', { images: 3, bytes: 0 }, 1, 429],
    ['one byte too many', { images: 1, bytes: megabytes(9) }, megabytes(1) + 1, 413],
    ['the count first when both are over', { images: 3, bytes: megabytes(10) }, 1, 429],
  ])('%s', (_case, usage, incoming, status) => {
    expect(uploadRefusal(usage, incoming, quota)?.status ?? null).toBe(status);
  });

  it('says the limits the way a Brazilian writes them', () => {
    const big = { maxImages: 1_500, maxBytes: megabytes(2_048) };
    expect(uploadRefusal({ images: 1_500, bytes: 0 }, 1, big)?.message).toMatch(
      /^Limite de 1\.500 imagens guardadas atingido\. Imagens que não estão em uso/,
    );
    expect(uploadRefusal({ images: 0, bytes: megabytes(2_048) }, 1, big)?.message).toMatch(
      /^Limite de 2\.048 MB de imagens guardadas atingido\./,
    );
  });
});
