/**
 * Calls to a URL an owner typed (a marketplace's base URL): without care, an owner points the
 * server at itself, its network or the cloud's metadata address, and reads what answers (SSRF).
 * Every such call goes through `guardedFetch`: https only in production; the address the name
 * resolves to, checked at connect time by the socket's own look-up (so a name that resolves to a
 * public address for a check and a private one for the call cannot slip through), must be public
 * unicast; redirects are followed only within the same origin, and each hop is checked again.
 * Tests allow loopback (their fakes listen there) through configuration that production refuses.
 */
import { type LookupAddress, lookup as resolve } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface OutboundPolicy {
  /** Production: plain http is refused. */
  requireHttps: boolean;
  /** Tests only: their fakes listen on 127.0.0.1 (config refuses it in production). */
  allowLoopback: boolean;
}

/** Why a call was not made; the owner sees one message whatever the reason (no port scanner). */
export class OutboundRefused extends Error {}

const MAX_REDIRECTS = 3;
/** Partner answers are small JSON; a larger body is not read into memory. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([204, 205, 304]);

/** Public unicast only: loopback, private, link-local (metadata), CGNAT, multicast... are not. */
export function isPublicAddress(address: string, policy: Pick<OutboundPolicy, 'allowLoopback'>) {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (policy.allowLoopback && range === 'loopback');
}

function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      // Every address must be public: a mixed answer would let the socket pick the private one.
      if (found.length === 0 || !found.every((entry) => isPublicAddress(entry.address, policy)))
        return callback(new OutboundRefused(`refused address for ${hostname}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
      return callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

function checkUrl(url: URL, policy: OutboundPolicy) {
  const allowed = policy.requireHttps ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol)) throw new OutboundRefused(`refused scheme ${url.protocol}`);
  if (url.username || url.password) throw new OutboundRefused('refused credentials in the URL');
  // A literal address never reaches the look-up: the socket connects to it directly.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isPublicAddress(host, policy))
    throw new OutboundRefused(`refused address ${host}`);
}

export interface GuardedRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

function send(url: URL, init: GuardedRequest, policy: OutboundPolicy): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((answer, fail) => {
    const outgoing = request(url, {
      method: init.method,
      headers: init.headers,
      lookup: guardedLookup(policy),
      signal: init.signal,
      // No pooled socket: each call's connection is made, and checked, for it.
      agent: false,
    });
    outgoing.on('response', answer);
    outgoing.on('error', fail);
    outgoing.end(init.body);
  });
}

async function readBody(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > MAX_ANSWER_BYTES) {
      response.destroy();
      throw new OutboundRefused('answer too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toHeaders(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return headers;
}

/** A fetch for URLs an owner typed; throws OutboundRefused when the policy forbids the call. */
export async function guardedFetch(target: string, init: GuardedRequest, policy: OutboundPolicy) {
  let url = new URL(target);
  let current = init;
  for (let hop = 0; ; hop++) {
    checkUrl(url, policy);
    const response = await send(url, current, policy);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!REDIRECTS.has(status) || !location) {
      const body = NO_BODY.has(status) ? null : await readBody(response);
      return new Response(body && new Uint8Array(body), { status, headers: toHeaders(response) });
    }
    response.resume();
    const next = new URL(location, url);
    if (next.origin !== url.origin || hop >= MAX_REDIRECTS)
      throw new OutboundRefused('refused redirect to another origin');
    // As fetch does: 303, and 301/302 after a POST, continue as a GET without the body.
    if (status === 303 || ((status === 301 || status === 302) && current.method === 'POST'))
      current = {
        ...current,
        method: 'GET',
        body: undefined,
        headers: Object.fromEntries(
          Object.entries(current.headers).filter(([name]) => name.toLowerCase() !== 'content-type'),
        ),
      };
    url = next;
  }
}
