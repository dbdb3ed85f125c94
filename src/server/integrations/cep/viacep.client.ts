/**
 * The CEP look-up, against ViaCEP's API (`GET {base}/ws/{cep}/json/`). `@brazilian-utils`'s
 * `getAddressInfoByCep` calls the same provider but with its address fixed in the library, so it
 * could neither be configured nor tested against a fake: we call the API ourselves, and keep the
 * library's CEP validation. Documented answers (viacep.com.br): 200 with the address; 200 with
 * `"erro": "true"` for a well-formed CEP that does not exist; 400 for a malformed one.
 */
import { isValidCep } from '@brazilian-utils/brazilian-utils';

export interface CepAddress {
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

export type CepLookup =
  | { ok: true; address: CepAddress }
  | { ok: false; reason: 'invalid' | 'not-found' | 'unavailable' };

/** A slow provider must never hold a form up: after this, the diner types the address by hand. */
export const CEP_TIMEOUT_MS = 3000;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function createCepClient(baseUrl: string, timeoutMs = CEP_TIMEOUT_MS) {
  return {
    async lookup(typed: string): Promise<CepLookup> {
      const cep = typed.replace(/\D/g, '');
      if (cep.length !== 8 || !isValidCep(cep)) return { ok: false, reason: 'invalid' };
      let body: Record<string, unknown>;
      try {
        const response = await fetch(new URL(`/ws/${cep}/json/`, baseUrl), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 400) return { ok: false, reason: 'invalid' };
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        body = (await response.json()) as Record<string, unknown>;
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      if (body.erro === true || body.erro === 'true') return { ok: false, reason: 'not-found' };
      const address = {
        cep,
        street: text(body.logradouro),
        neighborhood: text(body.bairro),
        city: text(body.localidade),
        state: text(body.uf),
      };
      if (!address.city || !/^[A-Z]{2}$/.test(address.state)) return { ok: false, reason: 'unavailable' };
      return { ok: true, address };
    },
  };
}
