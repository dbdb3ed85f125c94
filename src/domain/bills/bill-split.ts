/**
 * Splitting a bill into parts that add up exactly to its total (decision 0041):
 * - 'whole': one part, the whole bill;
 * - 'equal': n parts; the cents that do not divide go one each to the first parts, and the split's
 *   note says which (the pre-bill prints it);
 * - 'items': each person takes her items (bill-split-items.ts);
 * - 'amounts': the people say amounts, and what is left is 'O restante'.
 * A split can be redone freely while nothing is paid. Once a part holds a payment it stays as it is
 * (`keptParts`), and only what the other parts owed is split again, equally or by amounts: a split by
 * item after a payment would change what the paying person's items cost.
 */
import { formatBRL } from '../format/format';
import type { Cents } from '../money/money';
import { allocateEqually } from './allocation';
import { MAX_PEOPLE } from './bill-adjustments';
import {
  type BillPart,
  type BillSplit,
  SPLIT_METHOD_LABELS,
  type SplitRequest,
  type SplitResult,
  type SplittableBill,
} from './bill-part';
import { splitByItems } from './bill-split-items';

export const SPLIT_ERRORS = {
  zeroBill: 'A conta está zerada: não há o que dividir.',
  keptCoverBill: 'As partes já pagas cobrem a conta inteira: não há o que dividir.',
  keptExceedBill:
    'As partes com pagamento passam do total da conta: estorne um pagamento antes de dividir de novo.',
  itemsAfterPayment:
    'Com uma parte já paga, o restante só pode ser dividido em partes iguais ou por valores.',
  partCount: `Divida em 1 a ${MAX_PEOPLE} partes.`,
  amountCount: `Informe de 1 a ${MAX_PEOPLE} valores.`,
  amountPositive: 'Cada parte deve ter um valor maior que zero.',
} as const;

const fail = (error: string): SplitResult => ({ ok: false, error });

/**
 * Splits the bill, or what is left of it once `keptParts` (the parts that already hold a payment,
 * see bill-payments.ts) are set aside.
 */
export function splitBill(
  bill: SplittableBill,
  request: SplitRequest,
  keptParts: readonly BillPart[] = [],
): SplitResult {
  const keptCents = keptParts.reduce((sum, part) => sum + part.amountCents, 0);
  const remainder = bill.totals.totalCents - keptCents;
  if (remainder < 0) return fail(SPLIT_ERRORS.keptExceedBill);
  if (remainder === 0) return fail(keptParts.length > 0 ? SPLIT_ERRORS.keptCoverBill : SPLIT_ERRORS.zeroBill);
  const make = partMaker(keptParts);
  let result: SplitResult;
  if (request.method === 'items') {
    if (keptParts.length > 0) return fail(SPLIT_ERRORS.itemsAfterPayment);
    result = splitByItems(bill.totals, bill.lines, request.people, make.id);
  } else if (request.method === 'equal') {
    result = splitEqually(remainder, request.parts, make);
  } else if (request.method === 'amounts') {
    result = splitByAmounts(remainder, request.amounts, make);
  } else {
    const label = keptParts.length > 0 ? REST : SPLIT_METHOD_LABELS.whole;
    result = { ok: true, split: { method: 'whole', parts: [make.named(label, remainder)], note: null } };
  }
  if (!result.ok || keptParts.length === 0) return result;
  return { ok: true, split: { ...result.split, parts: [...keptParts, ...result.split.parts] } };
}

/** A split of one part, the whole bill: what a bill is before anyone asks to split it. */
export function wholeBill(totalCents: Cents): BillSplit {
  return {
    method: 'whole',
    parts: [{ id: 'part-1', label: SPLIT_METHOD_LABELS.whole, amountCents: totalCents }],
    note: null,
  };
}

const REST = 'O restante';

interface PartMaker {
  id: () => string;
  numbered: (amountCents: Cents) => BillPart;
  named: (label: string, amountCents: Cents) => BillPart;
}

/**
 * Makes the new parts of a split: ids 'part-n' and labels 'Parte n' with the first numbers that no
 * kept part uses as its id or its label, so a re-split never prints two 'Parte 3' (nor two 'O
 * restante': a name a kept part has becomes 'Parte n').
 */
function partMaker(keptParts: readonly BillPart[]): PartMaker {
  const used = new Set(keptParts.flatMap((part) => [part.id, part.label]));
  let n = 0;
  const nextNumber = () => {
    do n++;
    while (used.has(`part-${n}`) || used.has(`Parte ${n}`));
    return n;
  };
  return {
    id: () => `part-${nextNumber()}`,
    numbered: (amountCents) => {
      const k = nextNumber();
      return { id: `part-${k}`, label: `Parte ${k}`, amountCents };
    },
    named: (label, amountCents) => {
      const k = nextNumber();
      return { id: `part-${k}`, label: used.has(label) ? `Parte ${k}` : label, amountCents };
    },
  };
}

function splitEqually(remainder: Cents, count: number, make: PartMaker): SplitResult {
  if (!Number.isInteger(count) || count < 1 || count > MAX_PEOPLE) return fail(SPLIT_ERRORS.partCount);
  if (count > remainder)
    return fail(`O valor a dividir (${formatBRL(remainder)}) não dá para ${count} partes.`);
  const parts = allocateEqually(remainder, count).map(make.numbered);
  const base = parts[parts.length - 1]!.amountCents;
  const withCent = parts.filter((part) => part.amountCents > base).map((part) => part.label);
  return { ok: true, split: { method: 'equal', parts, note: oddCentsNote(withCent) } };
}

/** "Parte 1 e Parte 2 ficam com R$ 0,01 a mais para fechar o total." */
export function oddCentsNote(labels: readonly string[]): string | null {
  if (labels.length === 0) return null;
  const names =
    labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} e ${labels[labels.length - 1]}`;
  return `${names} ${labels.length === 1 ? 'fica' : 'ficam'} com R$ 0,01 a mais para fechar o total.`;
}

function splitByAmounts(remainder: Cents, amounts: readonly Cents[], make: PartMaker): SplitResult {
  if (amounts.length < 1 || amounts.length > MAX_PEOPLE) return fail(SPLIT_ERRORS.amountCount);
  if (amounts.some((amount) => !Number.isSafeInteger(amount) || amount <= 0))
    return fail(SPLIT_ERRORS.amountPositive);
  const stated = amounts.reduce((sum, amount) => sum + amount, 0);
  if (stated > remainder)
    return fail(`Os valores somam ${formatBRL(stated)}, mais que os ${formatBRL(remainder)} a dividir.`);
  const parts = amounts.map(make.numbered);
  if (stated < remainder) parts.push(make.named(REST, remainder - stated));
  return { ok: true, split: { method: 'amounts', parts, note: null } };
}
