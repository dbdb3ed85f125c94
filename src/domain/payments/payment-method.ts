/**
 * How the diner will pay the restaurant, chosen at checkout among the methods the restaurant
 * accepts: cash ('Dinheiro', with an optional 'Troco para' of at least the total), card paid where
 * the diner receives the order ('Cartão na entrega', 'Cartão na retirada', 'Cartão na mesa', credit
 * or debit) or PIX. The cart, the server's order placement,
 * the WhatsApp message, the panel and tracking all read the labels and rules from here. No zod
 * here: the diner's checkout imports this file and its menu bundle has a tight budget.
 */
import { formatBRL } from '../format/format';
import { PAYMENT_METHODS, type PaymentMethod } from '../menu/menu';
import { type Cents, parseCents } from '../money/money';
import type { DeliveryType } from '../orders/order-status';

export { PAYMENT_METHODS, type PaymentMethod };

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Dinheiro',
  card: 'Cartão na entrega',
  pix: 'PIX',
};

/** The card is paid where the order is handed over: one label per order type, said everywhere. */
export const CARD_LABELS: Record<DeliveryType, string> = {
  delivery: 'Cartão na entrega',
  pickup: 'Cartão na retirada',
  table: 'Cartão na mesa',
};

/** The method's name for an order of this type ('Cartão na mesa' at a table); unknown type: delivery. */
export function paymentMethodLabel(method: PaymentMethod, deliveryType?: DeliveryType | null): string {
  return method === 'card' ? CARD_LABELS[deliveryType ?? 'delivery'] : PAYMENT_METHOD_LABELS[method];
}
/**
 * An order that names no payment (a client written from section 7 alone sends none): the diner and
 * the restaurant agree on it over WhatsApp. Stored as `to_agree`, shown as 'A combinar'. Our own
 * checkout never sends it: it keeps asking how the diner pays.
 */
export const PAYMENT_TO_AGREE = 'to_agree';
export const PAYMENT_TO_AGREE_LABEL = 'A combinar';
/** What an order's payment can be: a method the diner chose, or to be agreed. */
export type OrderPaymentMethod = PaymentMethod | typeof PAYMENT_TO_AGREE;

export const CARD_TYPES = ['credit', 'debit'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CARD_TYPE_LABELS: Record<CardType, string> = { credit: 'crédito', debit: 'débito' };

/** Which methods a restaurant accepts, as its settings store them. */
export interface AcceptedPayments {
  acceptsCash: boolean;
  acceptsCard: boolean;
  acceptsPix: boolean;
}

const ACCEPTS: Record<PaymentMethod, keyof AcceptedPayments> = {
  cash: 'acceptsCash',
  card: 'acceptsCard',
  pix: 'acceptsPix',
};

export function acceptedPaymentMethods(restaurant: AcceptedPayments): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => restaurant[ACCEPTS[method]]);
}

export interface PaymentChoice {
  paymentMethod?: OrderPaymentMethod | null;
  cardType?: CardType | null;
  /** 'Troco para': the note the diner will pay with, as a decimal string ("100.00"). */
  changeFor?: string | null;
}

/** A payment choice of an order, whose type names where a card is paid. */
export interface OrderPaymentChoice extends PaymentChoice {
  deliveryType?: DeliveryType | null;
}

export interface PaymentIssue {
  field: 'paymentMethod' | 'cardType' | 'changeFor';
  message: string;
}

/** The first problem with a payment choice for an order of `totalCents`, or null. */
export function paymentChoiceIssue(
  choice: PaymentChoice,
  totalCents: Cents,
  accepted: AcceptedPayments,
): PaymentIssue | null {
  const method = choice.paymentMethod;
  if (!method) return { field: 'paymentMethod', message: 'Escolha a forma de pagamento' };
  if (method === PAYMENT_TO_AGREE) return null;
  if (!accepted[ACCEPTS[method]])
    return { field: 'paymentMethod', message: 'Forma de pagamento não aceita por este restaurante.' };
  if (method === 'card' && !choice.cardType)
    return { field: 'cardType', message: 'Escolha crédito ou débito' };
  if (method === 'cash' && choice.changeFor) {
    const changeFor = parseCents(choice.changeFor);
    if (changeFor === null || changeFor <= 0)
      return { field: 'changeFor', message: 'Valor de troco inválido' };
    if (changeFor < totalCents)
      return { field: 'changeFor', message: `O troco deve ser para pelo menos ${formatBRL(totalCents)}` };
  }
  return null;
}

/** Only the fields that belong to the chosen method survive (no change for a PIX order). */
export function normalizePaymentChoice(choice: PaymentChoice): Required<PaymentChoice> {
  const method = choice.paymentMethod ?? null;
  return {
    paymentMethod: method,
    cardType: method === 'card' ? (choice.cardType ?? null) : null,
    changeFor: method === 'cash' && choice.changeFor ? choice.changeFor : null,
  };
}

/**
 * How the payment reads in the panel, the kitchen ticket and tracking: 'PIX', 'Cartão na entrega
 * (crédito)' ('Cartão na mesa (débito)' at a table), 'Dinheiro — troco para R$ 100,00', 'Dinheiro
 * (sem troco)', 'A combinar'.
 */
export function paymentDescription(choice: OrderPaymentChoice): string | null {
  const { paymentMethod, cardType, changeFor } = normalizePaymentChoice(choice);
  if (!paymentMethod) return null;
  if (paymentMethod === PAYMENT_TO_AGREE) return PAYMENT_TO_AGREE_LABEL;
  if (paymentMethod === 'pix') return PAYMENT_METHOD_LABELS.pix;
  if (paymentMethod === 'card') {
    const label = paymentMethodLabel('card', choice.deliveryType);
    return cardType ? `${label} (${CARD_TYPE_LABELS[cardType]})` : label;
  }
  const changeCents = changeFor ? parseCents(changeFor) : null;
  return changeCents ? `Dinheiro — troco para ${formatBRL(changeCents)}` : 'Dinheiro (sem troco)';
}

/** The payment line of the WhatsApp message: 'Pagamento via PIX' or 'Pagamento: <description>'. */
export function paymentMessageLine(choice: OrderPaymentChoice): string | null {
  if (choice.paymentMethod === 'pix') return 'Pagamento via PIX';
  const description = paymentDescription(choice);
  return description ? `Pagamento: ${description}` : null;
}

/** The change to bring: 'Troco para' minus the total, or null when none was asked. */
export function changeDue(changeFor: string | null | undefined, totalCents: Cents): Cents | null {
  const changeCents = changeFor ? parseCents(changeFor) : null;
  return changeCents === null ? null : Math.max(0, changeCents - totalCents);
}
