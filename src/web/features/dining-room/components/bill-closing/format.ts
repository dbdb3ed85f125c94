/** What the closing screen's parts share: money as 'R$ 1.234,56', who did it, the methods' names. */
import {
  BILL_PAYMENT_METHOD_LABELS,
  type BillPaymentMethod,
  isBillPaymentMethod,
} from '../../../../../domain/bills';
import { formatBRL } from '../../../../../domain/format/format';
import { parseCents } from '../../../../../domain/money/money';
import type { ClosingActor } from '../../api';

/** The server's decimal string as 'R$ 1.234,56'. */
export const money = (value: string) => formatBRL(parseCents(value) ?? 0);

/** Cents of what the server wrote ("33.34"); 0 when absent. */
export const cents = (value: string) => parseCents(value) ?? 0;

/** What the user typed ('50', '33,34'), in cents; null when it is not money. */
export function typedCents(value: string): number | null {
  const parsed = parseCents(value.replace(/^R\$\s*/, ''));
  return parsed === null || parsed < 0 ? null : parsed;
}

/** Cents as a field shows them: 3334 -> '33,34'. */
export const fieldValue = (value: number) => (value / 100).toFixed(2).replace('.', ',');

/** 'Dono', or the staff member's name. */
export const actorName = (actor: ClosingActor) => (actor.by === 'dono' ? 'Dono' : (actor.name ?? 'Equipe'));

/** Who did it, as a sentence ends: 'por Bruna', or 'pelo cliente, no celular' for a part's PIX link. */
export const byWhom = (actor: ClosingActor) =>
  actor.by === 'cliente' ? 'pelo cliente, no celular' : `por ${actorName(actor)}`;

/** The methods as the till's buttons say them. */
export const METHOD_BUTTONS: Record<BillPaymentMethod, string> = {
  pix: 'PIX',
  cash: 'Dinheiro',
  credit: 'Crédito',
  debit: 'Débito',
  meal_voucher: 'Vale-refeição',
};
export const METHOD_ORDER: BillPaymentMethod[] = ['pix', 'cash', 'credit', 'debit', 'meal_voucher'];

/** 'Dinheiro', 'Cartão de crédito'… as the pre-bill and the reports say them. */
export const methodLabel = (method: string) =>
  isBillPaymentMethod(method) ? BILL_PAYMENT_METHOD_LABELS[method] : method;
