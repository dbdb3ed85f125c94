/**
 * A ticket as a printer's commands (issue 34, decision 0047), through ReceiptPrinterEncoder
 * (decision 0048): ESC/POS for Epson, Elgin, Bematech, Daruma and Tanca, StarPRNT for Star; the
 * station's columns and code page; bold, double size and inverted text where a kitchen needs them.
 * It runs in the server (jobs for the print agent) and in the panel's browser (WebUSB, Web Serial)
 * alike.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { type PrinterSettings, printerLanguage } from './printers';
import type { KitchenTicket, TicketLine } from './ticket';

const KIND_TITLES: Record<KitchenTicket['kind'], string> = {
  cozinha: '',
  balcao: 'VIA DO BALCÃO',
  'pre-conta': 'PRÉ-CONTA',
};

function encoderFor(printer: Pick<PrinterSettings, 'family' | 'columns'>) {
  const language = printerLanguage(printer.family);
  return new ReceiptPrinterEncoder({
    language,
    columns: printer.columns,
    codepageMapping: language === 'star-prnt' ? 'star' : 'epson',
    feedBeforeCut: 4,
    // A character the code page lacks prints as '?' instead of failing the whole ticket.
    errors: 'relaxed',
  });
}

function writeLine(encoder: ReceiptPrinterEncoder, line: TicketLine) {
  encoder.bold(true).size(1, 2).line(`${line.quantity}x ${line.name}`).size(1, 1).bold(false);
  for (const flavour of line.flavours) encoder.line(`   ${flavour}`);
  for (const option of line.options) encoder.line(`   ${option}`);
  if (line.notes) {
    if (line.allergy)
      encoder.invert(true).bold(true).line(` ATENÇÃO: ${line.notes} `).bold(false).invert(false);
    else encoder.bold(true).line(`   OBS: ${line.notes}`).bold(false);
  }
}

/** The bytes one copy of a ticket takes on the station's printer. */
export function encodeTicket(
  ticket: KitchenTicket,
  printer: Pick<PrinterSettings, 'family' | 'columns' | 'codePage' | 'cut'>,
): Uint8Array {
  const encoder = encoderFor(printer).initialize().codepage(printer.codePage);
  if (ticket.reprint)
    encoder.align('center').invert(true).bold(true).line(' REIMPRESSÃO ').invert(false).bold(false);
  encoder.align('center').bold(true).line(ticket.stationName.toLocaleUpperCase('pt-BR'));
  const title = KIND_TITLES[ticket.kind];
  if (title) encoder.line(title);
  encoder.bold(false).size(2, 2).bold(true).line(ticket.orderNumber).size(1, 1);
  encoder.size(2, 1).line(ticket.serviceLabel).size(1, 1).bold(false);
  encoder.line(`${ticket.sourceLabel} · ${ticket.placedAt}`);
  encoder.align('left').rule();
  for (const line of ticket.lines) writeLine(encoder, line);
  if (ticket.orderNotes) encoder.rule().bold(true).line(`OBS. DO PEDIDO: ${ticket.orderNotes}`).bold(false);
  const counter = ticket.counter;
  if (counter) {
    encoder.rule();
    if (counter.customerName) encoder.bold(true).line(counter.customerName).bold(false);
    if (counter.customerPhone) encoder.line(counter.customerPhone);
    for (const part of counter.address) encoder.line(part);
    encoder.rule();
    for (const total of counter.totals) {
      encoder.table(
        [
          { width: printer.columns - 16, align: 'left' },
          { width: 16, align: 'right' },
        ],
        [[total.label, total.amount]],
      );
    }
    encoder.bold(true).line(`Pagamento: ${counter.payment}`).bold(false);
    if (counter.change) encoder.line(counter.change);
  }
  if (ticket.trackingUrl)
    encoder.newline().align('center').qrcode(ticket.trackingUrl, 2, 5, 'm').line('Acompanhe o pedido');
  encoder.align('left').newline();
  if (printer.cut) encoder.cut();
  return encoder.encode();
}
