/**
 * argon2id hashing and verifying, behind one bounded queue for the whole process (decision 0022).
 * Each hash takes ~19 MiB and tens of milliseconds of a libuv worker; 40 at once took every core and
 * the event loop's turn with them (/api/health at 1.5 s). At most HASH_CONCURRENCY run at a time,
 * at most MAX_WAITING wait; past that a sign-up or login is refused with 503 and Retry-After instead
 * of piling up.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { HttpError } from '../../lib/http-error';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** One core is always left to the event loop (on 2 cores: one hash at a time). */
export const HASH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism() - 1));
/** About a second of hashing on this hardware; a longer wait would outlast a person's patience. */
export const MAX_WAITING = 16;
const RETRY_AFTER_SECONDS = 5;
export const PASSWORD_QUEUE_FULL = 'Muitos acessos ao mesmo tempo. Tente novamente em alguns segundos.';

const limit = pLimit(HASH_CONCURRENCY);

/** Runs argon2 work in the queue, or refuses at once when too many are already waiting. */
function queued<T>(work: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= MAX_WAITING) {
    return Promise.reject(
      new HttpError(503, PASSWORD_QUEUE_FULL, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) }),
    );
  }
  return limit(work);
}

export function hashPassword(password: string): Promise<string> {
  return queued(() => hash(password, OPTIONS));
}

// Made once, in the queue but never refused: a refusal kept here would fail every later login.
let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still spends the same time, so timing reveals nothing. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= limit(() => hash('comanda-dummy-password', OPTIONS));
    const dummy = await dummyHash;
    await queued(() => verify(dummy, password).catch(() => false));
    return false;
  }
  return queued(() => verify(storedHash, password).catch(() => false));
}
