/**
 * A part of a split bill paid by PIX from the diner's own phone (issue 33, decision 0046): which part
 * a link may be made for, how the diner's page names it ('Mesa 7 — parte 2 de 3'), and whether a PIX
 * that Mercado Pago reports is recorded on the part. Pure, so the server, the panel and the diner's
 * page agree.
 */
import { formatBRL } from '../format/format';
import type { Cents } from '../money/money';
import type { BillSplit } from './bill-part';
import { type BillPayment, PAYMENT_ERRORS, partBalance } from './bill-payments';

export const BILL_PIX_ERRORS = {
  notConnected:
    'Conecte o Mercado Pago do restaurante (Integrações) para enviar o PIX ao celular do cliente: sem ele o pagamento não é confirmado sozinho.',
  pixKeyMissing:
    'A conta Mercado Pago do restaurante não tem chave Pix: cadastre uma no app do Mercado Pago e toque em Verificar de novo (Integrações).',
  billClosed: 'Esta conta não está mais aberta.',
  linkGone: 'Este link de pagamento não vale mais: a parte já foi paga ou a conta foi fechada.',
  nothingDue: 'Esta parte não tem valor a pagar.',
} as const;

export type PixLinkCheck = { ok: true; dueCents: Cents } | { ok: false; error: string; status: 404 | 409 };

/** Whether a PIX link can be made for this part now: it exists and still owes something. */
export function pixLinkIssue(
  split: BillSplit,
  payments: readonly BillPayment[],
  partId: string,
): PixLinkCheck {
  const part = split.parts.find((candidate) => candidate.id === partId);
  if (!part) return { ok: false, error: PAYMENT_ERRORS.part, status: 404 };
  const balance = partBalance(part, payments);
  if (balance.paid) return { ok: false, error: PAYMENT_ERRORS.partPaid, status: 409 };
  if (balance.dueCents <= 0) return { ok: false, error: BILL_PIX_ERRORS.nothingDue, status: 409 };
  return { ok: true, dueCents: balance.dueCents };
}

/** 'Mesa 7 — parte 2 de 3'; the whole bill is just 'Mesa 7'. Null when the part is not in the split. */
export function billPartTitle(tableTitle: string, split: BillSplit, partId: string): string | null {
  const index = split.parts.findIndex((part) => part.id === partId);
  if (index < 0) return null;
  if (split.parts.length === 1) return tableTitle;
  return `${tableTitle} — parte ${index + 1} de ${split.parts.length}`;
}

export interface PixReport {
  /** Mercado Pago's status of the payment. */
  status: string;
  currency: string;
  /** transaction_amount in cents. */
  amountCents: Cents;
}

export type PixOutcome =
  | { kind: 'record'; amountCents: Cents }
  | { kind: 'wait' }
  | { kind: 'problem'; problem: string };

/**
 * What an approved PIX does to its part: recorded when it is exactly the link's amount and the part
 * still owes exactly that; otherwise kept aside with the reason for the staff (the money arrived in
 * the restaurant's account; someone must look). Anything not approved changes nothing.
 */
export function pixOutcome(
  report: PixReport,
  link: { amountCents: Cents },
  part: { dueCents: Cents } | null,
  billOpen: boolean,
): PixOutcome {
  if (report.status !== 'approved') return { kind: 'wait' };
  if (report.currency !== 'BRL' || report.amountCents !== link.amountCents)
    return {
      kind: 'problem',
      problem: `PIX recebido de ${formatBRL(report.amountCents)}, diferente dos ${formatBRL(link.amountCents)} da parte: confira no Mercado Pago.`,
    };
  if (!billOpen || !part || part.dueCents === 0)
    return {
      kind: 'problem',
      problem: `PIX de ${formatBRL(report.amountCents)} recebido depois que a parte foi paga ou a conta fechou: devolva pelo Mercado Pago.`,
    };
  if (part.dueCents !== link.amountCents)
    return {
      kind: 'problem',
      problem: `PIX de ${formatBRL(report.amountCents)} recebido, mas a parte agora deve ${formatBRL(part.dueCents)}: registre o pagamento à mão.`,
    };
  return { kind: 'record', amountCents: report.amountCents };
}
