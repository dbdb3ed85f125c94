import { describe, expect, it } from 'vitest';
import { FOUND_CEP_KEPT_MS, rememberCepLookups, UNKNOWN_CEP_KEPT_MS } from './cep-cache';
import type { CepLookup } from './viacep.client';

const SE: CepLookup = {
  ok: true,
  address: { cep: '01001000', street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
};

describe('remembered CEP answers', () => {
  it.each([
    { answer: SE, keptFor: FOUND_CEP_KEPT_MS },
    { answer: { ok: false, reason: 'not-found' } as CepLookup, keptFor: UNKNOWN_CEP_KEPT_MS },
    { answer: { ok: false, reason: 'unavailable' } as CepLookup, keptFor: 0 },
  ])('keeps $answer.reason$answer.ok for $keptFor ms', async ({ answer, keptFor }) => {
    let clock = 0;
    let calls = 0;
    const lookup = rememberCepLookups(
      async () => {
        calls++;
        return answer;
      },
      () => clock,
    );
    expect(await lookup('01001-000')).toEqual(answer);
    clock = Math.max(0, keptFor - 1);
    await lookup('01001000');
    expect(calls).toBe(keptFor ? 1 : 2);
    clock = keptFor + 1;
    await lookup('01001000');
    expect(calls).toBe(keptFor ? 2 : 3);
  });
});
