/**
 * The WhatsApp message templates Comanda creates on a restaurant's WhatsApp Business account (pt_BR),
 * which order status each one announces, and the body parameters it is sent with. The creation
 * bodies follow Meta's `POST /{waba-id}/message_templates` (BODY text with `{{n}}` and
 * `example.body_text`; the AUTHENTICATION template's fixed body with add_security_recommendation, a
 * FOOTER with code_expiration_minutes and an OTP COPY_CODE button).
 *
 * No body starts or ends with a variable (Meta refuses them with subcode 2388299; issue 36). A body
 * that changes gets a new name (`_v2`, `_v3`…): Comanda keeps a template an account already has
 * under its name (whatsapp-accounts.ts), and Meta does not reuse a name with another body, so only
 * a new name makes accounts connected before the change receive the new wording.
 */
import { formatNumber } from '../format/numbers';
import type { DeliveryType, OrderStatus } from '../orders/order-status';

export const TEMPLATE_LANGUAGE = 'pt_BR';

export type TemplateCategory = 'UTILITY' | 'AUTHENTICATION';

export interface TemplateDefinition {
  name: string;
  category: TemplateCategory;
  /** What the owner sees on the card. */
  label: string;
  components: object[];
}

const utility = (name: string, label: string, text: string, example: string[]): TemplateDefinition => ({
  name,
  category: 'UTILITY',
  label,
  components: [{ type: 'BODY', text, example: { body_text: [example] } }],
});

/** Minutes a one-time code stays valid; the message says so (Meta allows 1 to 90). */
export const CODE_EXPIRATION_MINUTES = 10;

export const TEMPLATES = {
  received: utility(
    'comanda_pedido_recebido',
    'Pedido recebido',
    'Olá, {{1}}! Recebemos seu pedido #{{2}} em {{3}}. Avisaremos por aqui a cada etapa.',
    ['Maria', 'A1B2C3', 'Pizzaria Bella'],
  ),
  confirmed: utility(
    'comanda_pedido_confirmado',
    'Pedido confirmado',
    'Seu pedido #{{1}} foi confirmado por {{2}}. Tempo estimado: {{3}} minutos.',
    ['A1B2C3', 'Pizzaria Bella', '40'],
  ),
  outForDelivery: utility(
    'comanda_pedido_saiu_entrega',
    'Saiu para entrega',
    'Seu pedido #{{1}} saiu para entrega e logo chega até você.',
    ['A1B2C3'],
  ),
  readyForPickup: utility(
    'comanda_pedido_pronto_retirada_v2',
    'Pronto para retirada',
    'Seu pedido #{{1}} está pronto para retirada em {{2}}. Estamos esperando você!',
    ['A1B2C3', 'Pizzaria Bella'],
  ),
  delivered: utility(
    'comanda_pedido_entregue',
    'Pedido entregue',
    'Pedido #{{1}} entregue. Obrigado pela preferência, {{2}}! Você ganhou {{3}} pontos de fidelidade.',
    ['A1B2C3', 'Maria', '45'],
  ),
  cancelled: utility(
    'comanda_pedido_cancelado_v2',
    'Pedido cancelado',
    'Seu pedido #{{1}} foi cancelado. Motivo: {{2}}. Se tiver alguma dúvida, fale com o restaurante.',
    ['A1B2C3', 'Item esgotado'],
  ),
  receipt: utility(
    'comanda_nota_fiscal',
    'Nota fiscal (NFC-e)',
    'A nota fiscal (NFC-e) do seu pedido #{{1}} em {{2}} foi emitida. Para consultá-la, acesse {{3}} e informe a chave de acesso {{4}}. Guarde esta mensagem.',
    [
      'A1B2C3',
      'Pizzaria Bella',
      'https://www.nfce.fazenda.sp.gov.br/consulta',
      '3526 0112 3456 7800 0190 6500 1000 0000 1210 0000 0017',
    ],
  ),
  code: {
    name: 'comanda_codigo_verificacao',
    category: 'AUTHENTICATION',
    label: 'Código de verificação',
    components: [
      { type: 'BODY', add_security_recommendation: true },
      { type: 'FOOTER', code_expiration_minutes: CODE_EXPIRATION_MINUTES },
      { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copiar código' }] },
    ],
  },
} satisfies Record<string, TemplateDefinition>;

export type TemplateKey = keyof typeof TEMPLATES;
export const ALL_TEMPLATES: TemplateDefinition[] = Object.values(TEMPLATES);

/**
 * Which template announces an order status, or none. 'preparing' has no template (the confirmation
 * already told the time), and 'ready' is news only to a diner who comes to pick the order up.
 */
export function templateForStatus(status: OrderStatus, deliveryType: DeliveryType): TemplateKey | null {
  switch (status) {
    case 'pending':
      return 'received';
    case 'confirmed':
      return 'confirmed';
    case 'ready':
      return deliveryType === 'pickup' ? 'readyForPickup' : null;
    case 'out_for_delivery':
      return 'outForDelivery';
    case 'delivered':
      return 'delivered';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}

export interface OrderFacts {
  number: string;
  customerName: string;
  restaurantName: string;
  estimatedMinutes: number | null;
  cancellationReason: string | null;
  pointsEarned: number;
}

/** Meta refuses body parameters that are empty or carry new lines, tabs or more than 4 spaces in a row. */
function param(text: string): { type: 'text'; text: string } {
  const clean = text
    .replace(/[\n\t]+/g, ' ')
    .replace(/ {4,}/g, ' ')
    .trim();
  return { type: 'text', text: clean || '-' };
}

/** The body parameters, in `{{n}}` order, of an order-status template. */
export function orderTemplateParameters(key: TemplateKey, facts: OrderFacts) {
  const firstName = facts.customerName.trim().split(/\s+/)[0] || 'cliente';
  const values: Record<Exclude<TemplateKey, 'code' | 'receipt'>, string[]> = {
    received: [firstName, facts.number, facts.restaurantName],
    confirmed: [facts.number, facts.restaurantName, String(facts.estimatedMinutes ?? 40)],
    outForDelivery: [facts.number],
    readyForPickup: [facts.number, facts.restaurantName],
    delivered: [facts.number, firstName, formatNumber(facts.pointsEarned)],
    cancelled: [facts.number, facts.cancellationReason || 'não informado'],
  };
  if (key === 'code') throw new Error('o código usa codeTemplateComponents');
  if (key === 'receipt') throw new Error('a nota usa receiptTemplateParameters');
  return values[key].map(param);
}

/** What the diner reads of an order's NFC-e: where to consult it and its access key (issue 35). */
export interface ReceiptFacts {
  number: string;
  restaurantName: string;
  consultUrl: string;
  accessKey: string;
}

/** The access key in groups of four digits, as the DANFE prints it. */
export function groupedAccessKey(key: string): string {
  return key.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The body parameters, in `{{n}}` order, of the NFC-e template. */
export function receiptTemplateParameters(facts: ReceiptFacts) {
  return [facts.number, facts.restaurantName, facts.consultUrl, groupedAccessKey(facts.accessKey)].map(param);
}

/**
 * Where a body starts or ends with a variable, which Meta refuses (error subcode 2388299, "Leading
 * or trailing params not allowed"); punctuation after a trailing variable still counts as its end.
 */
export function bodyVariableAtEdge(text: string): 'start' | 'end' | null {
  const trimmed = text.trim();
  if (/^[\s\p{P}]*\{\{\d+\}\}/u.test(trimmed)) return 'start';
  if (/\{\{\d+\}\}[\s\p{P}]*$/u.test(trimmed)) return 'end';
  return null;
}

/**
 * An authentication template's send components, as in Meta's OTP sample app: the code as the body
 * parameter and again as the parameter of button 0 (the copy-code button, sent as sub_type 'url').
 */
export function codeTemplateComponents(code: string) {
  return [
    { type: 'body', parameters: [{ type: 'text', text: code }] },
    { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
  ];
}
