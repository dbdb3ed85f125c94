/**
 * The address of a CEP, asked of our own `GET /api/cep/:cep` (the server asks the provider, so the
 * page's CSP stays on our origin). Any failure — unknown CEP, provider down, offline, slow — is
 * null: the forms that use it keep working by hand and never show an error for it.
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

export async function lookupCep(typed: string, timeoutMs = 4000): Promise<CepAddress | null> {
  const cep = cepDigits(typed);
  if (cep.length !== 8) return null;
  try {
    const response = await fetch(`/api/cep/${cep}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok ? ((await response.json()) as CepAddress) : null;
  } catch {
    return null;
  }
}
