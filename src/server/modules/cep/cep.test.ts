import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeViaCep } from '../../../../test/fakes/viacep';
import { createTestApp, type TestContext } from '../../../../test/harness/app';
import { createCepClient } from '../../integrations/cep/viacep.client';

let fake: Awaited<ReturnType<typeof startFakeViaCep>>;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeViaCep();
  ctx = await createTestApp({ CEP_LOOKUP_URL: fake.baseUrl });
});

afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('GET /api/cep/:cep', () => {
  it('fills street, neighbourhood, city and state from ViaCEP’s documented example', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cep/01001-000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cep: '01001000',
      street: 'Praça da Sé',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(fake.requests.at(-1)).toBe('/ws/01001000/json/');
  });

  it('says a CEP that does not exist, or a malformed one, in Portuguese with a 4xx', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/cep/99999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'CEP não encontrado. Preencha o endereço.' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/cep/0100' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'CEP inválido: informe os 8 dígitos.' });
  });

  it('gives up quickly when the provider is slow or unreachable, so the form is filled by hand', async () => {
    fake.slow(2000);
    const slow = await createCepClient(fake.baseUrl, 200).lookup('01001000');
    fake.slow(0);
    expect(slow).toEqual({ ok: false, reason: 'unavailable' });
    const offline = await createCepClient('http://127.0.0.1:9', 500).lookup('01001000');
    expect(offline).toEqual({ ok: false, reason: 'unavailable' });
    fake.slow(5000);
    // Not a CEP asked above: that one's answer is remembered and would not reach the provider.
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/cep/20040020' });
    fake.slow(0);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: 'Não foi possível consultar o CEP agora. Preencha o endereço.' });
  });
});
