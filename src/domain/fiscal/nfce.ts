/**
 * The NFC-e (model 65) of a sale, as Comanda sends it to a fiscal provider (issue 35, decision 0052),
 * whichever provider it is: the lines with their tax data, the payments by the NF-e's payment codes,
 * the consumer's CPF when asked for, and our reference, which makes a retry issue nothing twice.
 *
 * Rules from the published sources decision 0052 cites:
 * - the payments add up exactly to the note's total and carry no change (SEFAZ rejects payments
 *   above the total without change, 866): what a diner handed over in cash and the change stay in
 *   the till (decision 0051);
 * - the service charge ('taxa de serviço', the staff's by Lei 13.419/2017) is not sold goods and stays
 *   off the note; a discount is shared over the lines; a delivery fee is the note's freight on a
 *   delivery ('entrega a domicílio'), nothing on a sale in the house;
 * - vale-refeição is code 11 (10 is vale-alimentação), PIX 17, what a platform charged online 99
 *   ('Outros') with its description;
 * - the consumer is identified by CPF only: since Ajuste SINIEF 11/2025 an NFC-e may not be issued
 *   to a CNPJ (that buyer needs an NF-e);
 * - cancelling is allowed within 30 minutes of the authorization (Ajuste SINIEF 07/2018), with a
 *   justification of 15 to 255 characters.
 */
import { allocateByWeight } from '../bills/allocation';
import type { Cents } from '../money/money';
import type { RegisterMethod } from '../register/register-session';
import { CONSUMER_DOCUMENT_ERRORS } from './consumer-document';
import { approxTaxCents, type ItemTax } from './item-tax';

/** The NF-e's payment codes (tag tPag) for the till's methods. */
export const PAYMENT_CODES: Record<RegisterMethod, string> = {
  cash: '01',
  credit: '03',
  debit: '04',
  meal_voucher: '11',
  pix: '17',
  online: '99',
};

/** Code 99 ('Outros') asks for a description of 2 to 60 characters (tag xPag). */
export const ONLINE_PAYMENT_DESCRIPTION = 'Pago online no aplicativo de entrega';

/** What homologation asks to be written on the first line and as the consumer's name. */
export const HOMOLOGATION_TEXT = 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

export const CANCEL_WINDOW_MS = 30 * 60_000;
export const JUSTIFICATION_MIN = 15;
export const JUSTIFICATION_MAX = 255;

/**
 * Our reference for a receipt: letters, digits and '_' only (the provider refuses other characters),
 * unique per restaurant. One per sale (`kind` 'order' or 'bill' and its id), so a retry of the
 * same sale sends the same reference and the provider answers with the note already issued.
 */
export function fiscalRef(kind: 'order' | 'bill', id: string): string {
  return `${kind}_${id.replace(/[^0-9A-Za-z]/g, '')}`;
}

export interface SaleLine {
  /** Our item code (the menu item's id). */
  code: string;
  description: string;
  quantity: number;
  unitCents: Cents;
  tax: ItemTax;
}

export interface SalePayment {
  method: RegisterMethod;
  /** What the payment settled of the sale (never what was handed over). */
  amountCents: Cents;
}

export interface NfceSale {
  ref: string;
  lines: readonly SaleLine[];
  /** A discount on the whole sale, shared over the lines. */
  discountCents: Cents;
  /** The delivery fee of a delivery by the restaurant's own courier: the note's freight (frete). */
  freightCents: Cents;
  /** The payments of the sale; the service charge they carried is taken off in proportion. */
  payments: readonly SalePayment[];
  cpf: string | null;
  /** 'entrega' for a delivery by the restaurant, 'presencial' otherwise. */
  presence: 'presencial' | 'entrega';
  homologation: boolean;
}

export interface NfceLine extends SaleLine {
  number: number;
  grossCents: Cents;
  discountCents: Cents;
  /**
   * Lei 12.741/2012's approximate taxes of the line (Focus NFe's item `valor_total_tributos`, the
   * XML's vTotTrib), from the item's `approxTaxPercent`; null (or absent on a note stored before
   * it existed) when the item has none.
   */
  totalTaxesCents?: Cents | null;
}

export interface NfcePayment {
  code: string;
  amountCents: Cents;
  description: string | null;
}

export interface NfceDocument {
  ref: string;
  lines: NfceLine[];
  payments: NfcePayment[];
  productsCents: Cents;
  discountCents: Cents;
  freightCents: Cents;
  totalCents: Cents;
  /**
   * The sum of the lines' approximate taxes, the DANFE's 'Tributos totais incidentes (Lei Federal
   * 12.741/2012)'; null (or absent on a note stored before it existed) when no line has them.
   */
  totalTaxesCents?: Cents | null;
  cpf: string | null;
  presence: 'presencial' | 'entrega';
  homologation: boolean;
}

export const NFCE_ERRORS = {
  empty: 'A venda não tem itens para a nota.',
  discount: 'O desconto não pode ser maior que o valor dos itens.',
  unpaid: 'A nota sai com a venda paga: registre os pagamentos primeiro.',
  ...CONSUMER_DOCUMENT_ERRORS,
  justification: `A justificativa precisa ter de ${JUSTIFICATION_MIN} a ${JUSTIFICATION_MAX} caracteres.`,
  window:
    'A NFC-e só pode ser cancelada até 30 minutos depois de autorizada. Depois disso, fale com seu contador.',
} as const;

type Built = { ok: true; document: NfceDocument } | { ok: false; error: string };

/** Only the digits of a CPF, or why it cannot go on the note ('CPF na nota?'). */
export { consumerCpf } from './consumer-document';

export function buildNfce(sale: NfceSale): Built {
  if (sale.lines.length === 0) return { ok: false, error: NFCE_ERRORS.empty };
  const grosses = sale.lines.map((line) => Math.round(line.unitCents * line.quantity));
  const productsCents = grosses.reduce((sum, gross) => sum + gross, 0);
  if (sale.discountCents < 0 || sale.discountCents > productsCents)
    return { ok: false, error: NFCE_ERRORS.discount };
  const freightCents = sale.presence === 'entrega' ? Math.max(0, sale.freightCents) : 0;
  const totalCents = productsCents - sale.discountCents + freightCents;
  const paidCents = sale.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (paidCents < totalCents || paidCents <= 0) return { ok: false, error: NFCE_ERRORS.unpaid };
  const lineDiscounts = allocateByWeight(sale.discountCents, grosses);
  // What the payments carried beyond the goods (the service charge) comes off each in proportion.
  const amounts = allocateByWeight(
    totalCents,
    sale.payments.map((payment) => payment.amountCents),
  );
  const lines = sale.lines.map((line, index) => ({
    ...line,
    number: index + 1,
    grossCents: grosses[index]!,
    discountCents: lineDiscounts[index]!,
    totalTaxesCents: approxTaxCents(grosses[index]! - lineDiscounts[index]!, line.tax),
  }));
  const taxed = lines.filter((line) => line.totalTaxesCents !== null);
  return {
    ok: true,
    document: {
      ref: sale.ref,
      lines,
      payments: sale.payments
        .map((payment, index) => ({
          code: PAYMENT_CODES[payment.method],
          amountCents: amounts[index]!,
          description: payment.method === 'online' ? ONLINE_PAYMENT_DESCRIPTION : null,
        }))
        .filter((payment) => payment.amountCents > 0),
      productsCents,
      discountCents: sale.discountCents,
      freightCents,
      totalCents,
      totalTaxesCents:
        taxed.length > 0 ? taxed.reduce((sum, line) => sum + (line.totalTaxesCents ?? 0), 0) : null,
      cpf: sale.cpf,
      presence: sale.presence,
      homologation: sale.homologation,
    },
  };
}

/** Whether a note authorized at `authorizedAt` may still be cancelled at `now`. */
export const withinCancelWindow = (authorizedAt: Date, now: Date): boolean =>
  now.getTime() - authorizedAt.getTime() <= CANCEL_WINDOW_MS;

export function checkCancellation(
  authorizedAt: Date,
  now: Date,
  justification: string,
): { ok: true; justification: string } | { ok: false; error: string } {
  const text = justification.trim().replace(/\s+/g, ' ');
  if (text.length < JUSTIFICATION_MIN || text.length > JUSTIFICATION_MAX)
    return { ok: false, error: NFCE_ERRORS.justification };
  if (!withinCancelWindow(authorizedAt, now)) return { ok: false, error: NFCE_ERRORS.window };
  return { ok: true, justification: text };
}

/** The 44-digit access key in groups of four, as the DANFE prints it; the provider's 'NFe' prefix off. */
export function formatAccessKey(key: string): string {
  const digits = key.replace(/^NFe/, '').replace(/\D/g, '');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
