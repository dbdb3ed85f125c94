/**
 * The consumer's and the company's document numbers (issue 35), apart from the rest of the fiscal
 * domain so that the diner's checkout can check 'CPF na nota?' in the browser without the fiscal
 * profile's schemas (zod) in the public menu's budget (decision 0010). fiscal-profile.ts and nfce.ts
 * re-export what is here.
 */
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

export const CONSUMER_DOCUMENT_ERRORS = {
  cpf: 'CPF inválido. Confira os 11 dígitos.',
  cnpj: 'A NFC-e só identifica o consumidor por CPF. Para CNPJ é preciso uma NF-e, que o Comanda ainda não emite.',
} as const;

/** The CNPJ as stored: punctuation out, letters upper case ('12.ABC.345/01DE-35' → '12ABC34501DE35'). */
export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

/** Both the numeric CNPJ and the alphanumeric one (version 2 of the check). */
export function isCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  return /^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) && isValidCnpj(cnpj, { version: 2 });
}

/** Only the digits of a CPF, or why it cannot go on the note ('CPF na nota?'). */
export function consumerCpf(value: string): { ok: true; cpf: string } | { ok: false; error: string } {
  const digits = value.replace(/[.\-\s]/g, '');
  if (isCnpj(digits)) return { ok: false, error: CONSUMER_DOCUMENT_ERRORS.cnpj };
  if (!/^\d{11}$/.test(digits) || !isValidCpf(digits))
    return { ok: false, error: CONSUMER_DOCUMENT_ERRORS.cpf };
  return { ok: true, cpf: digits };
}
