/**
 * The register's closing report ('Fechamento de caixa', issue 35, decision 0051): what prints at the
 * end of a session on the till's 80 mm (or 58 mm) paper, as plain-text rows of the paper's columns
 * (receipt-text.ts, the pre-bill's helpers). Pure: the route renders it as text or as a page the
 * browser prints, and the print job of the kitchen issue can send the same rows to a thermal printer.
 *
 * Its blocks follow Brazilian points of sale's 'relatório de fechamento' and Odoo's closing control:
 * the header (register, who opened and closed, when), the opening float ('troco inicial'), sales by
 * method with their counts, what platforms charged online (apart, never in the drawer), the
 * withdrawals and top-ups with their reason, time and who, the change given, each counted method
 * with counted, expected and difference, the cashier's note, and the reopening history.
 */
import { center, labelled, PAPER_COLUMNS, type PaperWidth, rule, wrap } from '../bills/receipt-text';
import { formatBRL, formatDateTime, formatTime } from '../format/format';
import type { Cents } from '../money/money';
import {
  type Closing,
  differenceLabel,
  MOVEMENT_LABELS,
  type MovementKind,
  REGISTER_METHOD_LABELS,
  REGISTER_METHODS,
  type RegisterMethod,
  type SessionSummary,
} from './register-session';

export interface ClosingReportInput {
  restaurantName: string;
  registerName: string;
  openedAt: Date | string;
  openedByName: string;
  closedAt?: Date | string | null;
  closedByName?: string | null;
  printedAt: Date | string;
  /** The restaurant's time zone (decision 0014); Brasília when absent. */
  timeZone?: string;
  openingFloatCents: Cents;
  summary: SessionSummary;
  /** How many payments each method took. */
  countsByMethod: Partial<Record<RegisterMethod, number>>;
  movements: readonly {
    kind: MovementKind;
    amountCents: Cents;
    reason: string;
    at: Date | string;
    byName: string;
  }[];
  /** The blind count against the expected figures; absent while the session is open. */
  closing?: Closing | null;
  note?: string | null;
  reopenings: readonly { at: Date | string; byName: string; reason: string }[];
  paper?: PaperWidth;
}

export const CLOSING_TITLE = 'FECHAMENTO DE CAIXA';
export const PARTIAL_TITLE = 'PARCIAL DE CAIXA';

const section = (title: string, width: number) => [rule(width), ...wrap(title.toUpperCase(), width)];

function headerRows(input: ClosingReportInput, width: number): string[] {
  const tz = input.timeZone;
  return [
    ...center(input.restaurantName, width),
    ...center(input.closing ? CLOSING_TITLE : PARTIAL_TITLE, width),
    rule(width, '='),
    ...labelled('Caixa', input.registerName, width),
    ...labelled('Aberto em', formatDateTime(input.openedAt, tz), width),
    ...wrap(`Aberto por: ${input.openedByName}`, width),
    ...(input.closedAt ? labelled('Fechado em', formatDateTime(input.closedAt, tz), width) : []),
    ...(input.closedByName ? wrap(`Fechado por: ${input.closedByName}`, width) : []),
    ...labelled('Impresso em', formatDateTime(input.printedAt, tz), width),
  ];
}

function salesRows(input: ClosingReportInput, width: number): string[] {
  const { summary } = input;
  const rows = section('Vendas por forma de pagamento', width);
  for (const method of REGISTER_METHODS) {
    if (method === 'online') continue;
    const count = input.countsByMethod[method] ?? 0;
    if (count === 0 && summary.salesByMethod[method] === 0) continue;
    rows.push(
      ...labelled(
        `${REGISTER_METHOD_LABELS[method]} (${count})`,
        formatBRL(summary.salesByMethod[method]),
        width,
      ),
    );
  }
  rows.push(...labelled('Total no caixa', formatBRL(summary.salesCents - summary.onlineCents), width));
  if (summary.onlineCents > 0 || (input.countsByMethod.online ?? 0) > 0) {
    rows.push(
      ...section('Pago online (fora do caixa)', width),
      ...labelled(
        `${REGISTER_METHOD_LABELS.online} (${input.countsByMethod.online ?? 0})`,
        formatBRL(summary.onlineCents),
        width,
      ),
    );
  }
  return rows;
}

function movementRows(input: ClosingReportInput, width: number): string[] {
  if (input.movements.length === 0) return [];
  const rows = section('Sangrias e suprimentos', width);
  for (const movement of input.movements) {
    const signed = movement.kind === 'sangria' ? -movement.amountCents : movement.amountCents;
    rows.push(
      ...labelled(
        `${formatTime(movement.at, input.timeZone)} ${MOVEMENT_LABELS[movement.kind]}`,
        formatBRL(signed),
        width,
      ),
      ...wrap(`${movement.reason} (${movement.byName})`, width - 2).map((row) => `  ${row}`),
    );
  }
  rows.push(
    ...labelled('Total de sangrias', formatBRL(input.summary.withdrawalsCents), width),
    ...labelled('Total de suprimentos', formatBRL(input.summary.topUpsCents), width),
  );
  return rows;
}

function cashRows(input: ClosingReportInput, width: number): string[] {
  const { summary } = input;
  return [
    ...section('Dinheiro', width),
    ...labelled('Troco inicial', formatBRL(input.openingFloatCents), width),
    ...labelled('Recebido em dinheiro', formatBRL(summary.cashReceivedCents), width),
    ...labelled('Troco dado', formatBRL(-summary.changeGivenCents), width),
    ...labelled('Suprimentos', formatBRL(summary.topUpsCents), width),
    ...labelled('Sangrias', formatBRL(-summary.withdrawalsCents), width),
    ...labelled('Esperado na gaveta', formatBRL(summary.expected.cash), width),
  ];
}

function countRows(closing: Closing, width: number): string[] {
  const rows = section('Conferência (contado x esperado)', width);
  for (const line of closing.lines) {
    rows.push(
      ...wrap(REGISTER_METHOD_LABELS[line.method], width),
      ...labelled('Contado', formatBRL(line.countedCents), width, 2),
      ...labelled('Esperado', formatBRL(line.expectedCents), width, 2),
      ...labelled('Diferença', formatBRL(line.differenceCents), width, 2),
    );
  }
  rows.push(rule(width, '='), ...wrap(`Resultado: ${differenceLabel(closing.differenceCents)}`, width));
  return rows;
}

function reopenRows(input: ClosingReportInput, width: number): string[] {
  if (input.reopenings.length === 0) return [];
  const rows = section('Reaberturas', width);
  for (const reopening of input.reopenings)
    rows.push(
      ...wrap(`${formatDateTime(reopening.at, input.timeZone)} por ${reopening.byName}`, width),
      ...wrap(`Motivo: ${reopening.reason}`, width - 2).map((row) => `  ${row}`),
    );
  return rows;
}

/** The closing report's rows, each at most the paper's columns wide. */
export function closingReportRows(input: ClosingReportInput): string[] {
  const width = PAPER_COLUMNS[input.paper ?? '80mm'];
  return [
    ...headerRows(input, width),
    ...salesRows(input, width),
    ...movementRows(input, width),
    ...cashRows(input, width),
    ...(input.closing ? countRows(input.closing, width) : []),
    ...(input.note ? [...section('Observações', width), ...wrap(input.note, width)] : []),
    ...reopenRows(input, width),
    rule(width),
  ];
}
