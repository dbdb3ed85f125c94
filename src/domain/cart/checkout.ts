/**
 * Checkout validation in the order of section 5 of the specification, with its exact titles and
 * texts. The cart panel shows the first issue as a toast; the server runs the same function on every
 * order, so both refuse the same things with the same words.
 */
import type { DeliveryType } from '../orders/order-status';
import { draftPhoneIssue, PHONE_ERRORS } from './customer-phone-draft';

export interface CheckoutFields {
  customerName: string;
  customerPhone: string;
  deliveryType: DeliveryType;
  deliveryAddress?: string | null;
  tableNumber?: string | null;
  itemCount: number;
}

export type CheckoutField =
  | 'customerName'
  | 'customerPhone'
  | 'deliveryAddress'
  | 'tableNumber'
  | 'tableCode'
  | 'items';

export interface CheckoutIssue {
  field: CheckoutField;
  title: string;
  description: string;
}

export const CHECKOUT_ISSUES = {
  nameRequired: {
    field: 'customerName',
    title: 'Nome obrigatório',
    description: 'Por favor, preencha seu nome completo.',
  },
  phoneRequired: {
    field: 'customerPhone',
    title: 'Telefone obrigatório',
    description: 'Por favor, preencha seu número de telefone.',
  },
  phoneInvalid: {
    field: 'customerPhone',
    title: 'Telefone inválido',
    description: PHONE_ERRORS.required,
  },
  addressRequired: {
    field: 'deliveryAddress',
    title: 'Endereço obrigatório',
    description: 'Para entrega, o endereço é obrigatório.',
  },
  tableRequired: {
    field: 'tableNumber',
    title: 'Número da mesa obrigatório',
    description: 'Para pedido na mesa, informe o número da mesa.',
  },
  emptyCart: {
    field: 'items',
    title: 'Carrinho vazio',
    description: 'Adicione itens ao carrinho antes de finalizar o pedido.',
  },
} as const satisfies Record<string, CheckoutIssue>;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The first rule the checkout breaks, in the specification's order, or null when it can be sent.
 * `phoneIssue` is the phone rule: the browser's plausibility check by default, the full rule
 * (customer-phone.ts) on the server, whose specific words (an old 8-digit mobile) replace the hint.
 */
export function checkoutIssue(
  fields: CheckoutFields,
  phoneIssue: (phone: string) => string | null = draftPhoneIssue,
): CheckoutIssue | null {
  if (blank(fields.customerName)) return CHECKOUT_ISSUES.nameRequired;
  if (blank(fields.customerPhone)) return CHECKOUT_ISSUES.phoneRequired;
  const phoneProblem = phoneIssue(fields.customerPhone);
  if (phoneProblem === PHONE_ERRORS.oldMobile)
    return { ...CHECKOUT_ISSUES.phoneInvalid, description: phoneProblem };
  if (phoneProblem) return CHECKOUT_ISSUES.phoneInvalid;
  if (fields.deliveryType === 'delivery' && blank(fields.deliveryAddress))
    return CHECKOUT_ISSUES.addressRequired;
  if (fields.deliveryType === 'table' && blank(fields.tableNumber)) return CHECKOUT_ISSUES.tableRequired;
  if (fields.itemCount < 1) return CHECKOUT_ISSUES.emptyCart;
  return null;
}

/** Delivery beyond what the cart alone knows: the diner's zone and its minimum order. */
export function outOfAreaIssue(message: string): CheckoutIssue {
  return { field: 'deliveryAddress', title: 'Fora da área de entrega', description: message };
}

export function minimumOrderIssue(
  subtotalCents: number,
  minOrderCents: number,
  formatted: string,
): CheckoutIssue | null {
  if (subtotalCents >= minOrderCents) return null;
  return {
    field: 'items',
    title: 'Pedido mínimo não atingido',
    description: `O pedido mínimo para entrega nesta região é ${formatted}.`,
  };
}
