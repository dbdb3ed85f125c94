/** Image files built in the tests themselves: real PNG/JPEG/WebP bytes of chosen sizes. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const noise = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

export const pngOf = (width = 64, height = 48) => noise(width, height).png().toBuffer();
export const jpegOf = (width = 64, height = 48) => noise(width, height).jpeg().toBuffer();
export const webpOf = (width = 64, height = 48) => noise(width, height).webp().toBuffer();

/** A JPEG carrying EXIF (camera model and GPS-like text), to prove it is stripped. */
export const jpegWithExif = () =>
  noise(40, 30)
    .jpeg()
    .withExif({ IFD0: { Make: 'CameraSecreta', Model: 'Modelo 123', ImageDescription: 'Casa do dono' } })
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([header.subarray(4), data])), 0);
  return Buffer.concat([header, data, crc]);
}

/**
 * A valid PNG of exactly `size` bytes: a small image plus a private ancillary chunk (which decoders
 * skip) sized to fill, placed before IEND.
 */
export async function pngOfExactSize(size: number): Promise<Buffer> {
  const png = await pngOf(32, 32);
  const iend = png.length - 12;
  const filler = size - png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk('prVt', Buffer.alloc(filler, 7)), png.subarray(iend)]);
}

/** A multipart/form-data body with one file part. */
export function multipartBody(field: string, fileName: string, contentType: string, data: Buffer) {
  const boundary = `----comanda${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
