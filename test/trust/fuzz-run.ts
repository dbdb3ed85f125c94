/**
 * Fuzzing (OWASP API4/API8, ASVS V5): at least 1,000 fast-check payloads for every public and owner
 * endpoint (webhooks too), in the body, the route parameters and the query, sent with the owner's
 * cookie. Nothing the client sends may produce a 5xx or a stack trace; a non-JSON body gets 415;
 * the app still answers /api/health afterwards. The seed is fixed (FUZZ_SEED overrides it) so a
 * failure replays exactly.
 *
 * The endpoints are dealt round-robin to FUZZ_SHARDS files (fuzz-1.test.ts ...), each with its own
 * app and tenant, so the test workers share the run instead of one worker carrying it alone; an
 * endpoint's payloads depend on its place in the whole inventory, never on the shard.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../harness/app';
import { bodyText, FOREIGN_CONTENT_TYPES, paramValue, queryString } from './fuzz-payloads';
import { login, seedTenant, type Tenant } from './tenant';
import { createTrustApp } from './trust-app';
import { routeKey, VALID_BODIES, WRITE_METHODS } from './valid-bodies';

/**
 * 1,000 payloads per endpoint on PostgreSQL (api-pg). On the in-process PGlite (api) every owner
 * request's session look-up costs ~3 ms of single-threaded WASM, so 1,000 × 117 endpoints would take
 * 6+ minutes there: that project runs 150 per endpoint with another seed (FUZZ_RUNS overrides both).
 */
const ON_POSTGRES = process.env.TEST_DB === 'postgres';
const RUNS = Number(process.env.FUZZ_RUNS ?? (ON_POSTGRES ? 1000 : 150));
const SEED = Number(process.env.FUZZ_SEED ?? (ON_POSTGRES ? 20_240_611 : 19_700_101));
const STACK_TRACE = /\bat [\w.<>$]+ \(|\n\s+at |node_modules|\/work\/|file:\/\/|\w\.[jt]s:\d+:\d+/;
const STREAM = /\/events$/;
/**
 * The API's description (about 1 MB) answers the same document whatever is sent. app.inject keeps
 * about twice an answer's size per request until the worker ends (not so over HTTP: a server's
 * memory stayed flat over 400 requests), so 1,000 of them on each of its 5 routes took the api-pg
 * worker past its 4 GB heap, and CI saw only 'Worker exited unexpectedly'. 20 samples each.
 */
const DESCRIPTION = /^\/api\/(openapi\.json|docs\b)/;
const DESCRIPTION_RUNS = 20;
const CONCURRENCY = ON_POSTGRES ? 16 : 8;

export const FUZZ_SHARDS = 3;

let ctx: TestContext;
let owner: Tenant;
let base: string;
// One shard's figures. With `isolate: false` this module is shared by the shard files a worker runs
// one after another, so each shard starts them again in its beforeAll.
const freshFigures = () => ({
  routes: 0,
  payloads: 0,
  serverErrors: 0,
  foreignTypes: 0,
  status: {} as Record<string, number>,
});
let figures = freshFigures();
let started = Date.now();

/** Registers the fuzz of the endpoints whose place in the inventory is `shard` modulo FUZZ_SHARDS. */
export function fuzzShard(shard: number) {
  beforeAll(async () => {
    figures = freshFigures();
    started = Date.now();
    ctx = await createTrustApp();
    owner = await seedTenant(ctx.app, 'fuzz');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);
  afterAll(() => ctx?.close());

  interface Sample {
    params: Record<string, string>;
    query: string;
    body: string | null;
    contentType: string;
  }

  function samplesFor(route: { method: string; url: string }, seed: number): Sample[] {
    const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    // The password stays wrong for the fuzz, so no sample can change it and lock the owner out.
    const own: Record<string, string> = { ...owner.params, password: 'senha-errada-fuzz' };
    const build = VALID_BODIES[routeKey(route)];
    const valid = WRITE_METHODS.has(route.method) && build ? build(own) : null;
    const hasBody = WRITE_METHODS.has(route.method);
    const arbitrary = fc.record({
      params: fc.record(Object.fromEntries(names.map((name) => [name, paramValue(own[name] ?? name)]))),
      query: queryString,
      body: hasBody ? bodyText(valid && valid !== 'multipart' ? valid : null) : fc.constant(null),
      contentType: fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 19 },
        { arbitrary: fc.constantFrom(...FOREIGN_CONTENT_TYPES), weight: 1 },
      ),
    });
    const numRuns = DESCRIPTION.test(route.url) ? Math.min(RUNS, DESCRIPTION_RUNS) : RUNS;
    return fc.sample(arbitrary, { numRuns, seed });
  }

  const urlOf = (template: string, sample: Sample) =>
    template.replace(/:(\w+)/g, (_, name: string) => sample.params[name] ?? name) + sample.query;

  /** An event stream never ends: read its status over HTTP and hang up. */
  async function streamStatus(url: string, headers: Record<string, string>) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 2_000);
    try {
      const response = await fetch(`${base}${url}`, { headers, signal: controller.signal });
      const body = response.headers.get('content-type')?.includes('event-stream')
        ? ''
        : await response.text();
      return { status: response.status, body };
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  async function send(route: { method: string; url: string }, sample: Sample, cookie: string) {
    const url = urlOf(route.url, sample);
    // The print agent's routes take its bearer token (the `agent` access class), not a session.
    const auth: Record<string, string> = route.url.startsWith('/api/print-agent/')
      ? { authorization: `Bearer ${owner.agentToken}` }
      : { cookie };
    if (STREAM.test(route.url) && route.method === 'GET') return { url, ...(await streamStatus(url, auth)) };
    const response = await ctx.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...auth, ...(sample.body !== null && { 'content-type': sample.contentType }) },
      ...(sample.body !== null && { payload: sample.body }),
    });
    const type = String(response.headers['content-type'] ?? '');
    return {
      url,
      status: response.statusCode,
      body: /json|text\/(plain|html)/.test(type) ? response.body : '',
    };
  }

  /** What is wrong with one answer, if anything; counts it in the figures. */
  function judge(
    route: { method: string; url: string; access: string | undefined },
    sample: Sample,
    url: string,
    status: number,
    body: string,
  ): string[] {
    const problems: string[] = [];
    figures.payloads += 1;
    const group = `${Math.floor(status / 100)}xx`;
    figures.status[group] = (figures.status[group] ?? 0) + 1;
    const label = `${route.method} ${url.slice(0, 200)} [${sample.contentType}] ${sample.body?.slice(0, 120) ?? ''}`;
    if (status >= 500) {
      figures.serverErrors += 1;
      problems.push(`${status} ${label} -> ${body.slice(0, 200)}`);
    }
    if (STACK_TRACE.test(body)) problems.push(`stack trace: ${label} -> ${body.slice(0, 300)}`);
    const foreignBody = sample.body !== null && sample.contentType !== 'application/json';
    const ownIds = Object.entries(sample.params).every(
      ([name, value]) => value === encodeURIComponent(owner.params[name] ?? name),
    );
    if (foreignBody && ownIds && route.access !== 'signed') {
      figures.foreignTypes += 1;
      // 403/404 come from the ownership guard, before any body is read (a fuzzed DELETE may have
      // removed the resource); every other answer to a non-JSON body must be 415.
      if (![415, 403, 404].includes(status)) problems.push(`expected 415, got ${status}: ${label}`);
    }
    return problems;
  }

  describe(`fuzzing every public and owner endpoint (part ${shard + 1} of ${FUZZ_SHARDS})`, () => {
    it(`sends ${RUNS} hostile payloads to each: no 5xx, no stack trace, 415 for non-JSON`, async () => {
      const failures: string[] = [];
      const routes = ctx.app.routeInventory().filter((route) => route.method !== 'HEAD');
      const timings: [string, number][] = [];
      // Logging out must not end the owner's session the rest of the fuzz runs on.
      const throwaway = await login(ctx.app, owner);
      for (const [index, route] of routes.entries()) {
        if (index % FUZZ_SHARDS !== shard) continue;
        figures.routes += 1;
        const cookie = route.url === '/api/auth/logout' ? throwaway : owner.cookie;
        const routeStarted = Date.now();
        const samples = samplesFor(route, SEED + index);
        // A few requests in flight at once: the database works while the next request is parsed.
        for (let from = 0; from < samples.length; from += CONCURRENCY) {
          await Promise.all(
            samples.slice(from, from + CONCURRENCY).map(async (sample) => {
              const { url, status, body } = await send(route, sample, cookie);
              failures.push(...judge(route, sample, url, status, body));
            }),
          );
        }
        timings.push([routeKey(route), Date.now() - routeStarted]);
      }
      if (process.env.FUZZ_TIMES) console.info(timings.sort((a, b) => b[1] - a[1]).slice(0, 25));
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `[trust] fuzz part ${shard + 1}/${FUZZ_SHARDS}: ${figures.routes} endpoints, ${figures.payloads} payloads (${RUNS} each, ${DESCRIPTION_RUNS} on the API description; seed ${SEED}) in ${seconds}s; ` +
          `${figures.serverErrors} responses ≥ 500; ${figures.foreignTypes} non-JSON bodies checked for 415; ` +
          `status classes ${JSON.stringify(figures.status)}`,
      );
      expect(figures.routes).toBeGreaterThan(0);
      expect(failures.slice(0, 60)).toEqual([]);
    }, 900_000);
  });
}
