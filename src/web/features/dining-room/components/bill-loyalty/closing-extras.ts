/**
 * The parts of the bill view's 'closing' block (decision 0043) that the loyalty and PIX panels read,
 * with what decision 0046 added to it. Typed here so the closing screen's own types stay theirs.
 */
import type { BillView } from '../../api';

export interface ClosingExtras {
  total: string;
  due: string;
  split: {
    parts: { id: string; label: string; amount: string; due: string; isPaid: boolean }[];
  };
  loyalty: {
    phone: string | null;
    coupon: { code: string; amount: string; name: string | null } | null;
    points: { points: number; amount: string; name: string | null } | null;
  };
  pixLinks: {
    id: string;
    partId: string;
    url: string;
    amount: string;
    status: string;
    paidAt: string | null;
    expiresAt: string | null;
    problem: string | null;
  }[];
  pix: { available: boolean; reason: string | null };
}

/** The closing block of a bill as the server answers it (absent on an old server: nothing to show). */
export function closingOf(bill: BillView): ClosingExtras | null {
  const closing = (bill as BillView & { closing?: Partial<ClosingExtras> }).closing;
  return closing?.loyalty && closing.pixLinks && closing.split && closing.pix
    ? (closing as ClosingExtras)
    : null;
}

export const isOpenBill = (bill: BillView) =>
  bill.status === 'aberta' || bill.status === 'conta_pedida' || bill.status === 'fechando';
