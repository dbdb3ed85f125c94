/**
 * The pre-bill ('Conferência de conta', 'pré-conta') as a thermal printer's commands (issue 34),
 * for the same stations, printers and print jobs as the kitchen's tickets. The rows are the bills
 * domain's own (`preBillRows`: 42 columns on 80 mm, 32 on 58 mm), so the paper says exactly what
 * the panel shows; here they only get their emphasis: the restaurant and the title in bold, the
 * total in bold and tall, 'NÃO É DOCUMENTO FISCAL' in bold. On a 48-column printer the 42 columns
 * are centred on the paper.
 */
import { NOT_A_RECEIPT, type PreBillInput, preBillRows } from '../bills/pre-bill';
import { PAPER_COLUMNS } from '../bills/receipt-text';
import type { PrinterSettings } from './printers';
import { finishTicket, printableRow, REPRINT_MARK, REPRINT_STYLE, ticketEncoder } from './ticket-commands';

export const PRE_BILL_TITLE = 'CONFERÊNCIA DE CONTA';

type Printer = Pick<PrinterSettings, 'family' | 'columns' | 'codePage' | 'cut'>;

/** The bytes of a table's pre-bill on a station's printer. */
export function encodePreBill(
  input: Omit<PreBillInput, 'paper'>,
  printer: Printer,
  options: { reprint?: boolean } = {},
): Uint8Array {
  const paper = printer.columns < PAPER_COLUMNS['80mm'] ? '58mm' : '80mm';
  const margin = ' '.repeat(Math.floor((printer.columns - PAPER_COLUMNS[paper]) / 2));
  const rows = preBillRows({ ...input, paper });
  const titleAt = rows.findIndex((row) => row.trim() === PRE_BILL_TITLE);
  const { encoder, writer } = ticketEncoder(printer);
  if (options.reprint) writer.text(REPRINT_MARK, REPRINT_STYLE);
  rows.forEach((row, index) => {
    const trimmed = row.trim();
    const heading = index <= titleAt || trimmed === NOT_A_RECEIPT;
    const total = /^TOTAL\s/.test(row);
    if (heading || total) encoder.bold(true);
    if (total) encoder.size(1, 2);
    encoder.line(`${margin}${printableRow(row)}`);
    if (total) encoder.size(1, 1);
    if (heading || total) encoder.bold(false);
  });
  return finishTicket(encoder, printer);
}
