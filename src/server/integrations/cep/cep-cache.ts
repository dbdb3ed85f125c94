/**
 * CEP answers remembered per process: a CEP's address changes rarely and a form asks for the same
 * CEP again and again (every diner of a neighbourhood), so the provider is asked once per CEP for a
 * while instead of once per keystroke. Look-ups of the same CEP under way at the same time share
 * one provider call. Only definite answers are kept: a provider that is down is asked again.
 */
import type { CepLookup } from './viacep.client';

/** A found CEP is kept for a day (the route also lets browsers keep it that long). */
export const FOUND_CEP_KEPT_MS = 24 * 60 * 60_000;
/** A CEP the provider does not know may be created soon (new streets): kept for an hour. */
export const UNKNOWN_CEP_KEPT_MS = 60 * 60_000;
/** Bounds the memory: past it, the oldest answers are forgotten first. */
export const MAX_KEPT_CEPS = 20_000;

export function rememberCepLookups(lookup: (cep: string) => Promise<CepLookup>, now = Date.now) {
  const kept = new Map<string, { result: CepLookup; until: number }>();
  const underway = new Map<string, Promise<CepLookup>>();

  const keep = (cep: string, result: CepLookup) => {
    const lifetime = result.ok ? FOUND_CEP_KEPT_MS : result.reason === 'not-found' ? UNKNOWN_CEP_KEPT_MS : 0;
    if (!lifetime) return;
    kept.delete(cep);
    kept.set(cep, { result, until: now() + lifetime });
    if (kept.size > MAX_KEPT_CEPS) kept.delete(kept.keys().next().value as string);
  };

  return (typed: string): Promise<CepLookup> => {
    const cep = typed.replace(/\D/g, '');
    const known = kept.get(cep);
    if (known && known.until > now()) return Promise.resolve(known.result);
    const running = underway.get(cep);
    if (running) return running;
    const call = lookup(cep)
      .then((result) => {
        keep(cep, result);
        return result;
      })
      .finally(() => underway.delete(cep));
    underway.set(cep, call);
    return call;
  };
}
