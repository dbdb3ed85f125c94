/**
 * The address of a CEP, asked of our own `GET /api/cep/:cep` (the server asks the provider, so the
 * page's CSP stays on our origin). A failure — unknown CEP, provider down, offline, slow — never
 * blocks a form: the address is typed by hand, and `askCep` says why in words the form can show.
 */
export interface CepAddress {
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** The one-line address a found CEP gives a form's empty address field: "Rua X, Bairro". */
export const addressLineOf = (found: CepAddress) =>
  [found.street, found.neighborhood].filter(Boolean).join(', ');

export const cepDigits = (typed: string) => typed.replace(/\D/g, '');

export type CepAnswer = { ok: true; address: CepAddress } | { ok: false; message: string };

/** What the diner reads when the look-up itself failed (offline, slow, provider down). */
export const CEP_UNAVAILABLE = 'Não foi possível buscar o CEP agora; digite o endereço.';

/** The CEP's address, or the server's own words for why not ('CEP não encontrado. …'). */
export async function askCep(typed: string, timeoutMs = 4000): Promise<CepAnswer> {
  try {
    const response = await fetch(`/api/cep/${cepDigits(typed)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return { ok: true, address: (await response.json()) as CepAddress };
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return { ok: false, message: typeof body?.error === 'string' ? body.error : CEP_UNAVAILABLE };
  } catch {
    return { ok: false, message: CEP_UNAVAILABLE };
  }
}

/** For forms that fill what a CEP finds and otherwise stay quiet: the address, or null. */
export async function lookupCep(typed: string, timeoutMs = 4000): Promise<CepAddress | null> {
  if (cepDigits(typed).length !== 8) return null;
  const answer = await askCep(typed, timeoutMs);
  return answer.ok ? answer.address : null;
}
