import CodepageEncoder from '@point-of-sale/codepage-encoder';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_PAGE_UPPER_HALVES,
  type DecodedDocument,
  decodePrinterBytes,
  lastPrinted,
  printedText,
  type QrLine,
  type TextLine,
} from '../../../test/fakes/escpos-decoder';
import { PRINTER_FAMILIES, printerLanguage } from './printers';
import type { KitchenTicket } from './ticket';
import {
  barTicket,
  counterTicket,
  kitchenTicket,
  PRINTER_58,
  PRINTER_80,
  PRINTER_80_42,
  PRINTER_STAR,
  type TicketPrinter,
} from './ticket.fixtures';
import { encodeTicket, PRINTER_PROFILES, printable } from './ticket-commands';

const decode = (ticket: KitchenTicket, printer: TicketPrinter) =>
  decodePrinterBytes(encodeTicket(ticket, printer));

const textLines = (document: DecodedDocument) =>
  document.lines.filter((line): line is TextLine => line.kind === 'text');

/** The decoded line whose text, trimmed, is exactly `text`. */
function lineOf(document: DecodedDocument, text: string): TextLine {
  const found = textLines(document).find((line) => line.text.trim() === text);
  if (!found) throw new Error(`No printed line "${text}" in:\n${printedText(document).join('\n')}`);
  return found;
}

/** The styled part of a line holding `text`. */
function segmentOf(line: TextLine, text: string) {
  const segment = line.segments.find((s) => s.text.includes(text));
  if (!segment) throw new Error(`"${text}" not in ${JSON.stringify(line)}`);
  return segment;
}

describe('encodeTicket in ESC/POS', () => {
  it.each([
    ['80 mm, 48 columns', PRINTER_80],
    ['80 mm, 42 columns', PRINTER_80_42],
    ['58 mm, 32 columns', PRINTER_58],
  ])('prints a kitchen ticket a cook can read at speed (%s)', (_, printer) => {
    const document = decode(kitchenTicket(), printer);
    expect(document.language).toBe('esc-pos');
    expect(document.unknown).toEqual([]);
    const text = printedText(document).map((row) => row.trim());

    // The order number, the table and the source, large and centred.
    for (const big of ['#1042', 'MESA 7']) {
      const line = lineOf(document, big);
      expect(line.align === 'center' || line.text.startsWith(' ')).toBe(true);
      expect(segmentOf(line, big)).toMatchObject({ bold: true, width: 2, height: 2 });
    }
    expect(segmentOf(lineOf(document, 'Garçom: Carlos'), 'Garçom')).toMatchObject({ bold: true, height: 2 });
    expect(text).toContain('28/11 19:42');
    expect(text[0]).toBe('COZINHA');

    // Each item bold and tall; half-and-half flavours each on their own line, in bold.
    expect(segmentOf(lineOf(document, '1x Pizza Grande'), 'Pizza')).toMatchObject({ bold: true, height: 2 });
    const calabresa = text.indexOf('1/2 Calabresa');
    expect(calabresa).toBeGreaterThan(text.indexOf('1x Pizza Grande'));
    expect(text[calabresa + 1]).toBe('1/2 Portuguesa');
    expect(segmentOf(lineOf(document, '1/2 Portuguesa'), 'Portuguesa').bold).toBe(true);
    expect(text).toContain('+ Bacon');
    expect(text).toContain('Ponto: Ao ponto');

    // The diner's note in bold; the allergy inverted (white on black) across the paper.
    const note = textLines(document).find((line) => line.text.includes('OBS: Sem maionese'))!;
    expect(segmentOf(note, 'OBS:').bold).toBe(true);
    const allergy = textLines(document).filter((line) => line.segments.some((s) => s.inverted));
    expect(allergy.length).toBeGreaterThan(0);
    expect(allergy.map((line) => line.text.trim()).join(' ')).toBe(
      'ATENÇÃO: Alergia a amendoim e castanhas: não usar a mesma panela do molho',
    );
    for (const line of allergy) expect(line.columns).toBe(printer.columns);

    // The order's note is read before the items, not after the food is made.
    const orderNote = text.findIndex((row) => row.startsWith('OBS. DO PEDIDO: Servir a pizza'));
    expect(orderNote).toBeGreaterThan(text.indexOf('28/11 19:42'));
    expect(orderNote).toBeLessThan(text.findIndex((row) => row.startsWith('2x X-Burguer')));
    expect(lastPrinted(document)).toEqual(printer.cut ? { kind: 'cut', partial: false } : expect.anything());
    if (!printer.cut) expect(document.lines.some((line) => line.kind === 'cut')).toBe(false);
  });

  it("bars an allergy in the order's own note white on black, before the items", () => {
    for (const printer of [PRINTER_80, PRINTER_58, PRINTER_STAR]) {
      const document = decode(
        kitchenTicket({ orderNotes: 'Alergia a amendoim em todos os pratos' }),
        printer,
      );
      const text = printedText(document);
      const bar = textLines(document).filter((line) => line.segments.some((s) => s.inverted));
      const barText = bar.map((line) => line.text.trim()).join(' ');
      expect(barText).toContain('ATENÇÃO: Alergia a amendoim em todos os pratos');
      for (const line of bar) {
        expect(line.columns).toBe(printer.columns);
        expect(line.segments.every((s) => s.inverted && s.bold && s.height === 2)).toBe(true);
      }
      const first = text.findIndex((row) => row.trim().startsWith('ATENÇÃO: Alergia a amendoim em'));
      expect(first).toBeGreaterThan(text.indexOf('28/11 19:42'));
      expect(first).toBeLessThan(text.findIndex((row) => row.startsWith('2x X-Burguer')));
      expect(text.some((row) => row.includes('OBS. DO PEDIDO'))).toBe(false);
    }
  });

  it('wraps a long item name under itself, never past the columns', () => {
    const document = decode(kitchenTicket(), PRINTER_58);
    const text = printedText(document);
    const first = text.findIndex((row) => row.startsWith('2x X-Burguer'));
    expect(text[first + 1]).toMatch(/^ {3}\S/);
    expect(
      text
        .slice(first, first + 3)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toContain('X-Burguer Artesanal com Queijo Coalho e Cebola Caramelizada');
  });

  it('never prints a line wider than the paper, whatever the names and notes', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcdeãçéõÁÇ-/'.split('')),
      minLength: 1,
      maxLength: 40,
    });
    const phrase = fc.array(word, { minLength: 1, maxLength: 12 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        phrase,
        phrase,
        fc.boolean(),
        fc.constantFrom(PRINTER_58, PRINTER_80_42, PRINTER_80, PRINTER_STAR),
        (name, note, allergy, printer) => {
          const ticket = counterTicket({
            reprint: true,
            serviceLabel: `MESA ${name}`,
            lines: [{ quantity: 12, name, options: [note], flavours: [`1/2 ${name}`], notes: note, allergy }],
            orderNotes: note,
          });
          for (const line of textLines(decode(ticket, printer)))
            expect(line.columns).toBeLessThanOrEqual(printer.columns);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('prints Portuguese accents through CP860 and CP850 and back', () => {
    const name = 'Pão de açúcar, coração, açaí, limão; ÁÉÍÓÚ ÂÊÔ ÃÕ À Ç ü';
    const ticket = kitchenTicket({
      lines: [{ ...kitchenTicket().lines[0]!, name, options: [], notes: null }],
    });
    for (const [codePage, escT] of [
      ['cp860', 3],
      ['cp850', 2],
      ['windows1252', 16],
    ] as const) {
      const bytes = encodeTicket(ticket, { ...PRINTER_80, codePage });
      expect(Buffer.from(bytes).includes(Buffer.from([0x1b, 0x74, escT]))).toBe(true);
      const document = decodePrinterBytes(bytes);
      expect(document.codePages[0]).toBe(codePage);
      const rows = printedText(document);
      const start = rows.findIndex((row) => row.startsWith('2x Pão'));
      expect(
        rows
          .slice(start, start + 2)
          .map((row) => row.trim())
          .join(' '),
      ).toBe(`2x ${name}`);
    }
    // The bytes themselves, from the Unicode Consortium's CP860.TXT: ã 0x84, ç 0x87, Ã 0x8E, õ 0x94.
    const bytes = Buffer.from(encodeTicket(kitchenTicket({ sourceLabel: 'ãçÃõ' }), PRINTER_80));
    expect(bytes.includes(Buffer.from([0x84, 0x87, 0x8e, 0x94]))).toBe(true);
  });

  it("marks a reprint with 'REIMPRESSÃO' in white on black across the top", () => {
    const reprint = decode(kitchenTicket({ reprint: true }), PRINTER_80);
    const [first] = textLines(reprint);
    expect(first!.text.trim()).toBe('REIMPRESSÃO');
    expect(segmentOf(first!, 'REIMPRESSÃO')).toMatchObject({
      bold: true,
      inverted: true,
      width: 2,
      height: 2,
    });
    expect(first!.columns).toBe(48);
    expect(printedText(decode(kitchenTicket(), PRINTER_80)).join('\n')).not.toContain('REIMPRESSÃO');
  });

  it("adds the customer, the address, the totals, payment and change on the counter's copy", () => {
    const document = decode(counterTicket(), PRINTER_80);
    const text = printedText(document).map((row) => row.trim());
    expect(text.slice(0, 2)).toEqual(['CAIXA', 'VIA DO BALCÃO']);
    expect(text).toContain('ENTREGA');
    expect(text).toContain('iFood');
    const customer = text.indexOf('Joana Araújo');
    expect(text.slice(customer, customer + 5)).toEqual([
      'Joana Araújo',
      '(11) 98765-4321',
      'Rua Conselheiro Brotero, 1234, apto 52 bloco B',
      'Santa Cecília, São Paulo',
      'Referência: em frente à padaria São Jorge',
    ]);
    expect(text).toContain(`Taxa de entrega${' '.repeat(26)}R$ 8,00`);
    const total = textLines(document).find((line) => line.text.startsWith('Total'))!;
    expect(total.text).toBe(`Total${' '.repeat(35)}R$ 87,90`);
    expect(total.segments[0]).toMatchObject({ bold: true, height: 2 });
    expect(segmentOf(lineOf(document, 'Pagamento: Dinheiro'), 'Dinheiro')).toMatchObject({ bold: true });
    expect(text).toContain('Troco para R$ 100,00 (levar R$ 12,10)');

    const kitchen = printedText(decode(kitchenTicket(), PRINTER_80)).join('\n');
    for (const counterOnly of ['Joana', 'Pagamento', 'Troco', 'R$'])
      expect(kitchen).not.toContain(counterOnly);
  });

  it("prints the delivery's tracking link as a QR code, and no QR without one", () => {
    const document = decode(counterTicket(), PRINTER_58);
    const qrs = document.lines.filter((line): line is QrLine => line.kind === 'qr');
    expect(qrs).toEqual([
      {
        kind: 'qr',
        align: 'center',
        payload: 'https://comanda.app/p/cantina-da-nonna/pedido/8f3a2c1e',
        model: 2,
        size: 6,
        errorLevel: 'm',
      },
    ]);
    expect(printedText(document)).toContainEqual(expect.stringContaining('Acompanhe o pedido'));
    expect(decode(kitchenTicket(), PRINTER_80).lines.some((line) => line.kind === 'qr')).toBe(false);
  });

  it('sends the bar only its own ticket, with its station on top', () => {
    const text = printedText(decode(barTicket(), PRINTER_58)).map((row) => row.trim());
    expect(text[0]).toBe('BAR');
    expect(text).toContain('2x Caipirinha de Limão');
    expect(text.join(' ')).not.toContain('Pizza');
  });
});

describe('encodeTicket in StarPRNT', () => {
  it('speaks StarPRNT to a Star printer: ESC @ then ESC GS t for PC860, no ESC/POS size commands', () => {
    const bytes = encodeTicket(counterTicket({ reprint: true }), PRINTER_STAR);
    expect(Array.from(bytes.slice(0, 2))).toEqual([0x1b, 0x40]);
    expect(Buffer.from(bytes).includes(Buffer.from([0x1b, 0x1d, 0x74, 6]))).toBe(true);
    expect(Buffer.from(bytes).includes(Buffer.from([0x1d, 0x21]))).toBe(false);
    const document = decodePrinterBytes(bytes);
    expect(document.language).toBe('star-prnt');
    expect(document.unknown).toEqual([]);
    const text = printedText(document).map((row) => row.trim());
    expect(text[0]).toBe('REIMPRESSÃO');
    expect(text).toContain('1/2 Frango com Catupiry');
    expect(segmentOf(lineOf(document, '#1043'), '#1043')).toMatchObject({ width: 2, height: 2, bold: true });
    expect(document.lines.find((line) => line.kind === 'qr')).toMatchObject({
      payload: counterTicket().trackingUrl,
    });
    expect(lastPrinted(document)).toEqual({ kind: 'cut', partial: false });
  });
});

describe('printer families', () => {
  it('gives every family its language and a code page for each setting', () => {
    for (const family of PRINTER_FAMILIES) {
      const profile = PRINTER_PROFILES[family];
      expect(profile.language).toBe(printerLanguage(family));
      expect(Object.keys(profile.codePages).sort()).toEqual(['cp850', 'cp860', 'windows1252']);
    }
    expect(PRINTER_PROFILES.star.codePages.cp850).toBe('cp858');
    expect(PRINTER_PROFILES.bematech.codepageMapping).toBe('epson');
  });
});

describe('printable', () => {
  it('folds line breaks, plain quotes and dashes, and drops emoji that would print as "?"', () => {
    expect(printable('Sem cebola 🧅\npor favor — “bem” passado…')).toBe(
      'Sem cebola por favor - "bem" passado...',
    );
  });
});

describe("the fake printer's code pages", () => {
  it("agree with the encoder's own tables for CP437, CP850, CP858 and CP860", () => {
    for (const codePage of ['cp437', 'cp850', 'cp858', 'cp860'] as const) {
      const library = String.fromCodePoint(...CodepageEncoder.getCodepoints(codePage, true).slice(128));
      expect(CODE_PAGE_UPPER_HALVES[codePage]).toBe(library);
    }
  });
});
