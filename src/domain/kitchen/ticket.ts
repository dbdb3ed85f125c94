/**
 * What a ticket says, before it becomes a printer's commands (issue 34, decision 0047). The server
 * builds one per station from the order; `ticket-commands.ts` turns it into ESC/POS or StarPRNT
 * bytes for that station's printer, and the same model draws the panel's preview.
 */

export const TICKET_KINDS = ['cozinha', 'balcao', 'pre-conta', 'fechamento-caixa', 'danfe'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

export interface TicketLine {
  quantity: number;
  name: string;
  /** Options that are not flavours ('Tamanho: Grande', '+ Bacon'), one per printed line. */
  options: string[];
  /** Half-and-half flavours ('1/2 Calabresa'), each on its own line. */
  flavours: string[];
  /** The diner's note, printed in bold. */
  notes: string | null;
  /** The note names an allergy or restriction ('alergia', 'sem glúten'...): printed inverted. */
  allergy: boolean;
}

export interface TicketCounterDetails {
  customerName: string | null;
  customerPhone: string | null;
  /** Street and number, complement, neighbourhood, reference: one printed line each. */
  address: string[];
  /** 'Pix (pago)', 'Dinheiro', 'Cartão na entrega', 'A combinar'. */
  payment: string;
  /** 'Troco para R$ 100,00 (levar R$ 32,50)'. */
  change: string | null;
  /** Subtotal, delivery fee, discount and total, already formatted as 'R$ 1.234,56'. */
  totals: { label: string; amount: string }[];
}

export interface KitchenTicket {
  kind: TicketKind;
  /** The station's name, printed at the top ('COZINHA'). */
  stationName: string;
  restaurantName: string;
  /** '#1234'. */
  orderNumber: string;
  /** 'Cardápio digital', 'iFood', 'Garçom: Carlos'. */
  sourceLabel: string;
  /** 'MESA 7', 'ENTREGA', 'RETIRADA'. */
  serviceLabel: string;
  /** When the order arrived, 'dd/mm HH:mm' in the restaurant's zone. */
  placedAt: string;
  /** Printed again on purpose: marked 'REIMPRESSÃO' on the paper. */
  reprint: boolean;
  lines: TicketLine[];
  /** The order's general note. */
  orderNotes: string | null;
  /** Only on the counter's copy. */
  counter: TicketCounterDetails | null;
  /** The diner's tracking link, printed as a QR on delivery tickets. */
  trackingUrl: string | null;
}

const ALLERGY_WORDS = ['alerg', 'alérg', 'intoler', 'glúten', 'gluten', 'celíac', 'celiac', 'lactose'];

/** Whether a note warns of an allergy or intolerance, which the ticket must not let anyone miss. */
export function mentionsAllergy(note: string | null): boolean {
  if (!note) return false;
  const lower = note.toLocaleLowerCase('pt-BR');
  return ALLERGY_WORDS.some((word) => lower.includes(word));
}
