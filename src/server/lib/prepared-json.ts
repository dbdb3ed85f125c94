/**
 * A JSON answer serialised once and compressed once (gzip and brotli), with a content-hash ETag:
 * answers that stay the same for many requests (the diners' menu, the API description) are sent
 * as stored bytes, and a client's revalidation costs a 304 and no body.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PreparedJson {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** Encoding to send for an Accept-Encoding header (q-values honoured): brotli or gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  return acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) as 'br' | 'gzip' | null) : null;
}

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*` allowed). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Serialises and compresses a large value once; the compression runs on libuv's threads, so a
 * megabyte at brotli's highest quality does not hold up the requests being answered meanwhile.
 */
export async function prepareJson(value: unknown): Promise<PreparedJson> {
  const json = Buffer.from(JSON.stringify(value));
  const [gzipBytes, brBytes] = await Promise.all([
    gzipped(json, { level: 9 }),
    brotlied(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  return {
    etag: `"${createHash('sha256').update(json).digest('base64url')}"`,
    json,
    gzip: gzipBytes,
    br: brBytes,
  };
}

/** Answers with the prepared bytes in the encoding the client accepts, or 304 when it has them. */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, answer: PreparedJson) {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send(null);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(encoding ? answer[encoding] : answer.json);
}
