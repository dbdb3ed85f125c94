import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness/database';
import type { Database } from '../db/client';
import { HttpError } from './http-error';
import { enforceRateLimits } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('enforceRateLimits', () => {
  const rule = (key: string, windowMs = 60_000) => ({ key, limit: 3, windowMs, message: 'Calma!' });

  it('allows the limit and refuses the next hit with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimits(database.db, [rule('a')]);
    const error = await enforceRateLimits(database.db, [rule('a')]).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Calma!');
    expect(Number(error.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => enforceRateLimits(database.db, [rule('concurrent')])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });

  it('counts every rule of a request, each in its own window, and names the first one over', async () => {
    const perPhone = { key: 'multi:phone', limit: 1, windowMs: 60_000, message: 'Telefone' };
    const perIp = { key: 'multi:ip', limit: 2, windowMs: 200, message: 'Endereço' };
    await enforceRateLimits(database.db, [perPhone, perIp, perIp]);
    const second = await enforceRateLimits(database.db, [perIp, perPhone]).catch((e) => e);
    expect(second.message).toBe('Telefone');
    const third = await enforceRateLimits(database.db, [perIp]).catch((e) => e);
    expect(third.message).toBe('Endereço');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The short window restarted; the long one still refuses.
    await expect(enforceRateLimits(database.db, [perIp])).resolves.toBeUndefined();
    expect((await enforceRateLimits(database.db, [perPhone]).catch((e) => e)).message).toBe('Telefone');
  });

  it('starts a new window once the old one has passed', async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimits(database.db, [rule('short', 200)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(enforceRateLimits(database.db, [rule('short', 200)])).resolves.toBeUndefined();
  });
});
