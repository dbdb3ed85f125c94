/**
 * 'Transferir item' (issue 33, decision 0042 "Moving items"): some units of one line of a bill go to
 * another table's bill. Pure rules; the tables module applies them under both bills' row locks.
 *
 * - Both bills must be open and taking changes: a bill being paid ('fechando'), closed or cancelled
 *   gives and takes nothing (the till is working on it; 'Reabrir' first).
 * - A line that a payment already covers stays: a part of a split by item holding a payment names its
 *   lines; a payment on a part of any other split (equal, by amounts) covers the whole bill.
 * - The moved units take their share of the line's amount; what stays keeps the rest, so both bills
 *   add up to the cent to what the order charged.
 */
import type { BillSplit } from '../bills/bill-part';
import type { Cents } from '../money/money';
import type { BillStatus } from './tables';

export const ITEM_MOVE_REFUSALS = {
  sameBill: 'O item já está nesta conta: escolha outra mesa.',
  fromClosed: 'Esta conta não aceita mais mudanças: só se transfere item de uma conta aberta.',
  fromPaying: 'A conta está sendo paga: reabra a mesa antes de transferir itens.',
  toClosed: 'A mesa de destino não tem uma conta aberta: abra a mesa primeiro.',
  toPaying: 'A conta da mesa de destino está sendo paga: reabra a mesa antes de transferir itens.',
  quantity: 'Quantidade inválida: escolha de 1 até a quantidade do item.',
  paid: 'Este item já foi pago na divisão da conta e não pode ser transferido.',
  cancelled: 'Este pedido foi cancelado: não há o que transferir.',
} as const;

/** Bills that take a moved item, or give one: open and not yet being paid. */
const MOVABLE: readonly BillStatus[] = ['aberta', 'conta_pedida'];

export interface ItemMoveCheck {
  fromStatus: BillStatus;
  toStatus: BillStatus | null;
  sameBill: boolean;
  orderCancelled: boolean;
  lineQuantity: number;
  quantity: number;
  /** A payment already covers the line (linePaid). */
  paid: boolean;
}

/** Why this move is refused, in Portuguese, or null when it may go. */
export function itemMoveIssue(check: ItemMoveCheck): string | null {
  if (!Number.isInteger(check.quantity) || check.quantity < 1 || check.quantity > check.lineQuantity)
    return ITEM_MOVE_REFUSALS.quantity;
  if (check.sameBill) return ITEM_MOVE_REFUSALS.sameBill;
  if (check.orderCancelled) return ITEM_MOVE_REFUSALS.cancelled;
  if (check.fromStatus === 'fechando') return ITEM_MOVE_REFUSALS.fromPaying;
  if (!MOVABLE.includes(check.fromStatus)) return ITEM_MOVE_REFUSALS.fromClosed;
  if (check.toStatus === 'fechando') return ITEM_MOVE_REFUSALS.toPaying;
  if (check.toStatus === null || !MOVABLE.includes(check.toStatus)) return ITEM_MOVE_REFUSALS.toClosed;
  if (check.paid) return ITEM_MOVE_REFUSALS.paid;
  return null;
}

/**
 * Whether a payment covers a line: a paid (or partly paid) part of a split by item that names it, or
 * any payment at all on a split that is not by item (its parts are shares of every line).
 */
export function linePaid(
  split: BillSplit | null,
  payments: readonly { partId: string }[],
  lineId: string,
): boolean {
  if (payments.length === 0) return false;
  if (!split) return true;
  const paying = new Set(payments.map((payment) => payment.partId));
  return split.parts.some(
    (part) =>
      paying.has(part.id) && (!part.shares || part.shares.lines.some((line) => line.lineId === lineId)),
  );
}

/**
 * The amount of `moving` units of a line of `quantity` units worth `lineCents`: their share, rounded
 * half up, and what stays is the rest, so the two always add up to the line.
 */
export function splitLineCents(
  lineCents: Cents,
  quantity: number,
  moving: number,
): { movedCents: Cents; keptCents: Cents } {
  if (moving >= quantity) return { movedCents: lineCents, keptCents: 0 };
  const movedCents = Math.round((lineCents * moving) / quantity);
  return { movedCents, keptCents: lineCents - movedCents };
}
