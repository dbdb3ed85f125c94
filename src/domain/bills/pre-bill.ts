/**
 * The pre-bill ('Conferência'): what 'Imprimir conta' prints for the table to check before paying,
 * as plain-text rows of the paper's columns (receipt-text.ts). Pure, so the printing issue can send
 * the rows to a thermal printer and the panel can draw them as they will come out. It is not a
 * receipt: it says so, and it says the service charge is optional, as the Procons ask.
 */
import { formatBRL, formatDateTime } from '../format/format';
import { type BillSplit, SPLIT_METHOD_LABELS } from './bill-part';
import { type BillLine, type BillTotals, lineCents } from './bill-totals';
import { center, labelled, oneLine, PAPER_COLUMNS, type PaperWidth, rule, wrap } from './receipt-text';

export interface PreBillInput {
  restaurantName: string;
  /** 'Mesa 7', 'Varanda 3'. */
  tableLabel: string;
  people: number;
  openedAt: Date | string;
  printedAt: Date | string;
  /** The restaurant's time zone (decision 0014); Brasília when absent. */
  timeZone?: string;
  waiterName?: string | null;
  lines: readonly BillLine[];
  totals: BillTotals;
  /** Printed when the bill is split in more than one part. */
  split?: BillSplit | null;
  paidPartIds?: readonly string[];
  paper?: PaperWidth;
}

export const NOT_A_RECEIPT = 'NÃO É DOCUMENTO FISCAL';
export const OPTIONAL_SERVICE_NOTE = 'A taxa de serviço é opcional.';

function headerRows(input: PreBillInput, width: number): string[] {
  const people = `${input.people} ${input.people === 1 ? 'pessoa' : 'pessoas'}`;
  return [
    ...center(input.restaurantName, width),
    ...center('CONFERÊNCIA DE CONTA', width),
    rule(width, '='),
    ...labelled(input.tableLabel, people, width),
    ...labelled('Aberta em', formatDateTime(input.openedAt, input.timeZone), width),
    ...labelled('Impressa em', formatDateTime(input.printedAt, input.timeZone), width),
    ...(input.waiterName ? wrap(`Garçom: ${input.waiterName}`, width) : []),
  ];
}

function itemRows(lines: readonly BillLine[], width: number): string[] {
  return lines.flatMap((line) => [
    ...labelled(`${line.quantity}x ${oneLine(line.name)}`, formatBRL(lineCents(line)), width),
    ...(line.quantity > 1
      ? wrap(`(${formatBRL(line.unitCents)} cada)`, width - 3).map((row) => `   ${row}`)
      : []),
  ]);
}

function totalRows(totals: BillTotals, width: number): string[] {
  // Every row but the last, 'Total', which is printed apart between double rules.
  const rows = totals.rows.slice(0, -1);
  return [
    ...rows.flatMap((row) => labelled(row.label, formatBRL(row.cents), width)),
    rule(width, '='),
    ...labelled('TOTAL', formatBRL(totals.totalCents), width),
    rule(width, '='),
    ...(totals.serviceState === 'charged' ? wrap(OPTIONAL_SERVICE_NOTE, width) : []),
  ];
}

function splitRows(split: BillSplit, paid: ReadonlySet<string>, width: number): string[] {
  const rows = [rule(width), ...wrap(`Divisão: ${SPLIT_METHOD_LABELS[split.method]}`, width)];
  for (const part of split.parts) {
    const label = paid.has(part.id) ? `${part.label} (paga)` : part.label;
    rows.push(...labelled(label, formatBRL(part.amountCents), width));
    const shares = part.shares;
    if (!shares) continue;
    const breakdown: [string, number][] = [
      ['Itens', shares.itemsCents],
      ['Desconto', -shares.discountCents],
      ['Serviço', shares.serviceCents],
      ['Couvert', shares.couvertCents],
    ];
    for (const [name, cents] of breakdown)
      if (cents !== 0) rows.push(...labelled(name, formatBRL(cents), width, 2));
  }
  if (split.note) rows.push(...wrap(split.note, width));
  return rows;
}

/** The pre-bill's rows, each at most the paper's columns wide. */
export function preBillRows(input: PreBillInput): string[] {
  const width = PAPER_COLUMNS[input.paper ?? '80mm'];
  const split = input.split && input.split.parts.length > 1 ? input.split : null;
  return [
    ...headerRows(input, width),
    rule(width),
    ...itemRows(input.lines, width),
    rule(width),
    ...totalRows(input.totals, width),
    ...(split ? splitRows(split, new Set(input.paidPartIds ?? []), width) : []),
    rule(width),
    ...center(NOT_A_RECEIPT, width),
  ];
}

/** The rows as one text, a line each, for a printer or a <pre>. */
export const preBillText = (input: PreBillInput): string => preBillRows(input).join('\n');
