/**
 * What the staff may change on a bill, and why a change is refused: the people at the table, the
 * people the couvert applies to, removing the service charge, a manual discount. The server checks
 * each with these before writing; the screens show the same words. Who may do it (a Gerente for the
 * service charge and discounts) is the role matrix's (src/domain/staff/roles.ts), not this file's.
 */
import { formatBRL } from '../format/format';
import type { Cents } from '../money/money';

/** A table of joined tables at a party still fits; more is a typing slip. */
export const MAX_PEOPLE = 200;
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 200;

export function peopleIssue(people: number): string | null {
  if (!Number.isInteger(people) || people < 1 || people > MAX_PEOPLE)
    return `Informe quantas pessoas estão na mesa (de 1 a ${MAX_PEOPLE}).`;
  return null;
}

export function couvertPeopleIssue(couvertPeople: number, people: number): string | null {
  if (!Number.isInteger(couvertPeople) || couvertPeople < 0 || couvertPeople > people)
    return `O couvert vale para no máximo ${people} ${people === 1 ? 'pessoa' : 'pessoas'}, as da mesa.`;
  return null;
}

function reasonIssue(reason: string | null | undefined, missing: string): string | null {
  const length = reason?.trim().length ?? 0;
  if (length < REASON_MIN_LENGTH) return missing;
  if (length > REASON_MAX_LENGTH) return `O motivo pode ter até ${REASON_MAX_LENGTH} caracteres.`;
  return null;
}

export function serviceRemovalIssue(reason: string | null | undefined): string | null {
  return reasonIssue(reason, 'Informe o motivo para retirar a taxa de serviço.');
}

/**
 * A manual discount: whole cents, more than zero, with a reason, within what the items still cost
 * after the other discounts (`roomCents`: `itemsCents - discountCents` of the bill's totals).
 */
export function manualDiscountIssue(
  discount: { cents: number; reason?: string | null },
  roomCents: Cents,
): string | null {
  if (!Number.isInteger(discount.cents) || discount.cents <= 0) return 'O desconto deve ser maior que zero.';
  if (discount.cents > roomCents)
    return `O desconto não pode passar do que os itens ainda custam (${formatBRL(roomCents)}).`;
  return reasonIssue(discount.reason, 'Informe o motivo do desconto.');
}
