/**
 * A ticket as a printer's commands (issue 34, decision 0047), through ReceiptPrinterEncoder
 * (decision 0048): ESC/POS for Epson, Elgin, Bematech, Daruma and Tanca, StarPRNT for Star; the
 * station's columns and code page; bold, double size and inverted text where a kitchen needs them.
 * It runs in the server (jobs for the print agent) and in the panel's browser (WebUSB, Web Serial)
 * alike.
 *
 * Designed to be read at arm's length in a hurry: the order number, the table (or ENTREGA /
 * RETIRADA) and the source large at the top; each item in bold and tall, its half-and-half flavours
 * and options one per line under it, the diner's note in bold, an allergy in white on black across
 * the whole paper. We wrap every line ourselves to the printer's columns (counting double width
 * twice), so nothing is cut or runs off the paper, and a wrapped line keeps its indent.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { labelled, oneLine, wrap } from '../bills/receipt-text';
import { type CodePage, type PrinterFamily, type PrinterSettings, printerLanguage } from './printers';
import { type KitchenTicket, mentionsAllergy, type TicketLine } from './ticket';

const KIND_TITLES: Record<KitchenTicket['kind'], string> = {
  cozinha: '',
  balcao: 'VIA DO BALCÃO',
  'pre-conta': 'PRÉ-CONTA',
  'fechamento-caixa': 'FECHAMENTO DE CAIXA',
  // The DANFE NFC-e is its own layout (domain/fiscal/danfe-ticket.ts), never a kitchen ticket.
  danfe: 'DANFE NFC-e',
};

export const REPRINT_MARK = 'REIMPRESSÃO';
export const ALLERGY_PREFIX = 'ATENÇÃO:';
export const NOTE_PREFIX = 'OBS:';

/** The code page names the encoder knows. */
type EncoderCodePage = 'cp437' | 'cp850' | 'cp858' | 'cp860' | 'windows1252';

export interface EncoderProfile {
  language: 'esc-pos' | 'star-prnt';
  /** The encoder's table from code page to the printer's `ESC t n` / `ESC GS t n` number. */
  codepageMapping: 'epson' | 'star';
  /** The station's code page setting as the encoder's code page on this family. */
  codePages: Record<CodePage, EncoderCodePage>;
}

const ESC_POS_PROFILE: EncoderProfile = {
  language: 'esc-pos',
  // ESC t 2 = PC850, 3 = PC860, 16 = WPC1252 on Epson, and the same numbers in the Elgin i7/i9,
  // Bematech MP-4200 TH (ESC/POS mode), Daruma DR800 (ESC/POS mode) and Tanca TP-650 manuals.
  codepageMapping: 'epson',
  codePages: { cp860: 'cp860', cp850: 'cp850', windows1252: 'windows1252' },
};

/**
 * How each family is spoken to. None of the Brazilian models is in the encoder's printerModel list,
 * so we give the language and the code page table ourselves rather than pretend to be a TM-T20.
 */
export const PRINTER_PROFILES: Record<PrinterFamily, EncoderProfile> = {
  epson: ESC_POS_PROFILE,
  elgin: ESC_POS_PROFILE,
  bematech: ESC_POS_PROFILE,
  daruma: ESC_POS_PROFILE,
  tanca: ESC_POS_PROFILE,
  generico: ESC_POS_PROFILE,
  star: {
    language: 'star-prnt',
    codepageMapping: 'star',
    // StarPRNT has no PC850 (ESC GS t 4 is PC858, the same letters plus the euro sign).
    codePages: { cp860: 'cp860', cp850: 'cp858', windows1252: 'windows1252' },
  },
};

type Printer = Pick<PrinterSettings, 'family' | 'columns' | 'codePage' | 'cut'>;

/** Characters the Portuguese code pages lack, each as one that prints in the same column. */
const SAME_WIDTH: [RegExp, string][] = [
  [/[‘’‚′`´]/g, "'"],
  [/[“”„″]/g, '"'],
  [/[–—−]/g, '-'],
  [/[•]/g, '-'],
  [/×/g, 'x'],
];

/**
 * A row already laid out (the pre-bill's) with the characters PC860 lacks replaced one for one, so
 * its columns stay where they were: 'Couvert (4 × R$ 12,00)' prints an 'x', not a '?'.
 */
export function printableRow(row: string): string {
  let result = row.normalize('NFC');
  for (const [pattern, replacement] of SAME_WIDTH) result = result.replace(pattern, replacement);
  return result;
}

/**
 * Text as a thermal printer can print it: one line (people type line breaks in notes), typographic
 * quotes and dashes as their plain forms, emoji dropped (they would print as '?').
 */
export function printable(text: string): string {
  const plain = printableRow(text)
    .replace(/…/g, '...')
    .replace(/\p{Extended_Pictographic}|[\uFE0E\uFE0F\u200D]/gu, '');
  return oneLine(plain);
}

export interface Style {
  bold?: boolean;
  /** Character width and height multipliers. */
  width?: 1 | 2;
  height?: 1 | 2;
  inverted?: boolean;
  align?: 'left' | 'center';
  /** Columns every row after the first is set in (a wrapped item name under its quantity). */
  hangingIndent?: number;
  /** Columns every row is set in. */
  indent?: number;
  /** Fill the row to the paper's width (an inverted bar from edge to edge). */
  fullWidth?: boolean;
}

/** Writes wrapped, styled rows that never exceed the printer's columns. */
export class TicketWriter {
  constructor(
    readonly encoder: ReceiptPrinterEncoder,
    readonly columns: number,
  ) {}

  /** The rows a text takes at a style: at most `columns` wide counting double width twice. */
  rows(text: string, style: Style = {}): string[] {
    const room = Math.floor(this.columns / (style.width ?? 1));
    const indent = style.indent ?? 0;
    const hanging = style.hangingIndent ?? 0;
    const clean = printable(text);
    const first = wrap(clean, room - indent)[0] ?? '';
    const rest = clean.slice(first.length).trim();
    const rows = [`${' '.repeat(indent)}${first}`];
    if (rest)
      for (const row of wrap(rest, room - indent - hanging))
        rows.push(`${' '.repeat(indent + hanging)}${row}`);
    if (!style.fullWidth) return rows;
    // A bar from edge to edge: the printer inverts only what it prints, spaces included.
    return rows.map((row) =>
      style.align === 'center'
        ? row.padStart(Math.floor((room + row.length) / 2)).padEnd(room)
        : row.padEnd(room),
    );
  }

  text(text: string, style: Style = {}): this {
    const e = this.encoder;
    // A full-width row is centred by its own padding; the encoder would trim it.
    e.align(style.fullWidth ? 'left' : (style.align ?? 'left'));
    if (style.bold) e.bold(true);
    if (style.inverted) e.invert(true);
    if ((style.width ?? 1) > 1 || (style.height ?? 1) > 1) e.size(style.width ?? 1, style.height ?? 1);
    for (const row of this.rows(text, style)) e.line(row);
    if ((style.width ?? 1) > 1 || (style.height ?? 1) > 1) e.size(1, 1);
    if (style.inverted) e.invert(false);
    if (style.bold) e.bold(false);
    e.align('left');
    return this;
  }

  /** A label with its amount flush right, the label wrapping if it must. */
  amount(label: string, amount: string, style: Pick<Style, 'bold' | 'height'> = {}): this {
    const e = this.encoder;
    if (style.bold) e.bold(true);
    if (style.height === 2) e.size(1, 2);
    for (const row of labelled(printable(label), amount, this.columns)) e.line(row);
    if (style.height === 2) e.size(1, 1);
    if (style.bold) e.bold(false);
    return this;
  }

  rule(char = '-'): this {
    this.encoder.line(char.repeat(this.columns));
    return this;
  }

  blank(): this {
    this.encoder.newline();
    return this;
  }
}

/** An encoder set up for the station's printer: its language, columns and code page. */
export function ticketEncoder(printer: Printer): { encoder: ReceiptPrinterEncoder; writer: TicketWriter } {
  const profile = PRINTER_PROFILES[printer.family];
  if (profile.language !== printerLanguage(printer.family)) throw new Error('Perfil de impressora inválido');
  const encoder = new ReceiptPrinterEncoder({
    language: profile.language,
    columns: printer.columns,
    codepageMapping: profile.codepageMapping,
    feedBeforeCut: 4,
    // A character the code page lacks prints as '?' instead of failing the whole ticket.
    errors: 'relaxed',
  });
  encoder.initialize().codepage(profile.codePages[printer.codePage]);
  return { encoder, writer: new TicketWriter(encoder, printer.columns) };
}

/** Feeds past the tear bar and cuts, or only feeds on a printer without a guillotine. */
export function finishTicket(encoder: ReceiptPrinterEncoder, printer: Printer): Uint8Array {
  if (printer.cut) encoder.cut();
  else encoder.newline(5);
  return encoder.encode();
}

/** 'REIMPRESSÃO' across the top of the paper, white on black, double size. */
export const REPRINT_STYLE: Style = {
  bold: true,
  inverted: true,
  width: 2,
  height: 2,
  align: 'center',
  fullWidth: true,
};

/** An allergy or intolerance: white on black from edge to edge, double height. */
const ALLERGY_STYLE: Style = { bold: true, inverted: true, height: 2, hangingIndent: 2, fullWidth: true };

function writeLine(writer: TicketWriter, line: TicketLine) {
  const quantity = `${line.quantity}x `;
  writer.text(`${quantity}${line.name}`, { bold: true, height: 2, hangingIndent: quantity.length });
  for (const flavour of line.flavours) writer.text(flavour, { bold: true, indent: 3, hangingIndent: 2 });
  for (const option of line.options) writer.text(option, { indent: 3, hangingIndent: 2 });
  if (line.notes) {
    if (line.allergy) writer.text(`${ALLERGY_PREFIX} ${line.notes}`, { ...ALLERGY_STYLE, indent: 1 });
    else writer.text(`${NOTE_PREFIX} ${line.notes}`, { bold: true, indent: 3, hangingIndent: 5 });
  }
}

function writeCounter(writer: TicketWriter, counter: NonNullable<KitchenTicket['counter']>) {
  writer.rule();
  if (counter.customerName) writer.text(counter.customerName, { bold: true, height: 2 });
  if (counter.customerPhone) writer.text(counter.customerPhone);
  for (const part of counter.address) writer.text(part, { hangingIndent: 2 });
  if (counter.totals.length > 0) {
    writer.rule();
    counter.totals.forEach((total, index) => {
      const last = index === counter.totals.length - 1;
      writer.amount(total.label, total.amount, last ? { bold: true, height: 2 } : {});
    });
  }
  writer.rule();
  writer.text(`Pagamento: ${counter.payment}`, { bold: true, height: 2, hangingIndent: 2 });
  if (counter.change) writer.text(counter.change, { bold: true, hangingIndent: 2 });
}

/** The bytes one copy of a ticket takes on the station's printer. */
export function encodeTicket(ticket: KitchenTicket, printer: Printer): Uint8Array {
  const { encoder, writer } = ticketEncoder(printer);
  if (ticket.reprint) writer.text(REPRINT_MARK, REPRINT_STYLE);
  const title = KIND_TITLES[ticket.kind];
  writer.text(ticket.stationName.toLocaleUpperCase('pt-BR'), { bold: true, align: 'center' });
  if (title) writer.text(title, { bold: true, align: 'center' });
  writer.text(ticket.orderNumber, { bold: true, width: 2, height: 2, align: 'center' });
  writer.text(ticket.serviceLabel, { bold: true, width: 2, height: 2, align: 'center' });
  writer.text(ticket.sourceLabel, { bold: true, height: 2, align: 'center' });
  writer.text(ticket.placedAt, { align: 'center' });
  writer.rule('=');
  // The order's note before the items: read first, not found after the food is made; an allergy
  // there is for every dish, so it gets the same white-on-black bar as an item's.
  if (ticket.orderNotes) {
    if (mentionsAllergy(ticket.orderNotes))
      writer.text(`${ALLERGY_PREFIX} ${ticket.orderNotes}`, ALLERGY_STYLE);
    else writer.text(`OBS. DO PEDIDO: ${ticket.orderNotes}`, { bold: true, hangingIndent: 2 });
    writer.rule('=');
  }
  ticket.lines.forEach((line, index) => {
    if (index > 0) writer.rule('.');
    writeLine(writer, line);
  });
  if (ticket.counter) writeCounter(writer, ticket.counter);
  if (ticket.trackingUrl) {
    writer.blank();
    encoder.align('center').qrcode(ticket.trackingUrl, { model: 2, size: 6, errorlevel: 'm' }).align('left');
    writer.text('Acompanhe o pedido pelo QR', { align: 'center' });
  }
  return finishTicket(encoder, printer);
}
