/**
 * The register's closing report (closing-report.ts) as a thermal printer's commands, for the Caixa
 * station's printer through a print job (issue 35, decisions 0047 and 0051). The rows are the
 * report's own, so the paper says exactly what the browser's page says; here they only get their
 * emphasis: the title, the drawer's expected cash and the result in bold. On a 48-column printer the 42 columns are
 * centred on the paper.
 */
import { PAPER_COLUMNS } from '../bills/receipt-text';
import type { PrinterSettings } from '../kitchen/printers';
import { finishTicket, printableRow, ticketEncoder } from '../kitchen/ticket-commands';
import { CLOSING_TITLE, PARTIAL_TITLE } from './closing-report';

type Printer = Pick<PrinterSettings, 'family' | 'columns' | 'codePage' | 'cut'>;

/** The paper width whose rows suit this printer. */
export const reportPaperOf = (printer: Printer) =>
  printer.columns < PAPER_COLUMNS['80mm'] ? ('58mm' as const) : ('80mm' as const);

/** The bytes of a closing report's rows (drawn for `reportPaperOf(printer)`) on a station's printer. */
export function encodeClosingReport(rows: readonly string[], printer: Printer): Uint8Array {
  const paper = reportPaperOf(printer);
  const margin = ' '.repeat(Math.max(0, Math.floor((printer.columns - PAPER_COLUMNS[paper]) / 2)));
  const { encoder } = ticketEncoder(printer);
  for (const row of rows) {
    const trimmed = row.trim();
    const strong =
      trimmed === CLOSING_TITLE ||
      trimmed === PARTIAL_TITLE ||
      trimmed.startsWith('Resultado:') ||
      trimmed.startsWith('Esperado na gaveta');
    if (strong) encoder.bold(true);
    encoder.line(`${margin}${printableRow(row)}`);
    if (strong) encoder.bold(false);
  }
  return finishTicket(encoder, printer);
}
