/**
 * 'CPF na nota?' as typed (issue 35): shown with the mask 000.000.000-00 while typed, checked in the
 * browser with the domain's `consumerCpf` (check digits; a CNPJ told it needs an NF-e), so a wrong
 * CPF is said at once; the server checks it again. Empty is fine: the CPF is optional.
 */
import { consumerCpf } from '../../../domain/fiscal/consumer-document';

/** '52998224725' (or partly typed) → '529.982.247-25'. Letters and extra digits dropped. */
export function maskCpfInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9), digits.slice(9, 11)];
  let masked = groups[0] ?? '';
  if (groups[1]) masked += `.${groups[1]}`;
  if (groups[2]) masked += `.${groups[2]}`;
  if (groups[3]) masked += `-${groups[3]}`;
  return masked;
}

/** The CPF's digits to send, null when none was typed, or why it cannot go on the note. */
export function typedCpf(value: string): { cpf: string | null } | { error: string } {
  if (value.trim() === '') return { cpf: null };
  const checked = consumerCpf(value);
  return checked.ok ? { cpf: checked.cpf } : { error: checked.error };
}
