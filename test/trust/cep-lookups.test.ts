/**
 * `GET /api/cep/:cep` is public and calls the CEP provider: 300 look-ups in 2 s all went to it.
 * Each client address gets a Portuguese 429 past its per-minute allowance, and the provider is
 * asked once per CEP for a while (found or unknown), however many diners ask at the same time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CEP_LOOKUPS_PER_MINUTE_PER_ADDRESS,
  TOO_MANY_CEP_LOOKUPS,
} from '../../src/server/modules/cep/cep.routes';
import { startFakeViaCep } from '../fakes/viacep';
import { createTestApp, type TestContext } from '../harness/app';

let fake: Awaited<ReturnType<typeof startFakeViaCep>>;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeViaCep();
  ctx = await createTestApp({ CEP_LOOKUP_URL: fake.baseUrl });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

let address = 0;
const lookUp = (cep: string, remoteAddress = `10.32.14.${++address}`) =>
  ctx.app.inject({ method: 'GET', url: `/api/cep/${cep}`, remoteAddress });
const providerCalls = (cep: string) => fake.requests.filter((url) => url === `/ws/${cep}/json/`).length;

describe('the CEP look-up', () => {
  it('asks the provider once for many diners asking the same CEP at once, and remembers the answer', async () => {
    // Held back so that every look-up arrives while the first is still waiting for the provider.
    fake.slow(300);
    const together = await Promise.all(Array.from({ length: 12 }, () => lookUp('01001-000')));
    fake.slow(0);
    expect(together.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(together[11]!.json()).toMatchObject({ cep: '01001000', street: 'Praça da Sé', state: 'SP' });
    expect(providerCalls('01001000')).toBe(1);
    const later = await lookUp('01001000');
    expect(later.json()).toEqual(together[0]!.json());
    expect(providerCalls('01001000')).toBe(1);
  });

  it('remembers a CEP the provider does not know', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await lookUp('99999999');
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'CEP não encontrado. Preencha o endereço.' });
    }
    expect(providerCalls('99999999')).toBe(1);
  });

  it('refuses one address past its allowance with a Portuguese 429, and not the others', async () => {
    const sweeper = '10.32.99.1';
    for (let i = 0; i < CEP_LOOKUPS_PER_MINUTE_PER_ADDRESS; i++)
      expect((await lookUp('01001000', sweeper)).statusCode).toBe(200);
    const refused = await lookUp('01001000', sweeper);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_CEP_LOOKUPS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookUp('01001000', '10.32.99.2')).statusCode).toBe(200);
  });
});
