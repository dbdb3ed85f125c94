/**
 * The DANFE NFC-e (danfe.ts) as a thermal printer's commands, through the same encoder and printer
 * profiles as the kitchen's tickets and the pre-bill (decision 0048): the rows exactly as laid out
 * for the printer's columns, the bold ones in bold, and the consumer's QR code (the provider's
 * `qrcode_url`) printed by the printer itself (GS ( k), centred.
 */
import type { PrinterSettings } from '../kitchen/printers';
import { finishTicket, printableRow, ticketEncoder } from '../kitchen/ticket-commands';
import { type DanfeInput, danfeBlocks } from './danfe';

type Printer = Pick<PrinterSettings, 'family' | 'columns' | 'codePage' | 'cut'>;

/** The bytes of a receipt's DANFE NFC-e on the Caixa's printer. */
export function encodeDanfe(input: DanfeInput, printer: Printer): Uint8Array {
  const { encoder } = ticketEncoder(printer);
  for (const block of danfeBlocks(input, printer.columns)) {
    if (block.kind === 'qr') {
      // Size 4 keeps the QR of a 150-character URL inside 58 mm paper; level M as SEFAZ's samples.
      encoder.align('center').qrcode(block.url, { model: 2, size: 4, errorlevel: 'm' }).align('left');
      continue;
    }
    for (const row of block.rows) {
      if (row.bold) encoder.bold(true);
      encoder.line(printableRow(row.text));
      if (row.bold) encoder.bold(false);
    }
  }
  return finishTicket(encoder, printer);
}
