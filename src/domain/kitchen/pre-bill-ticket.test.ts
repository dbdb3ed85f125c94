import { describe, expect, it } from 'vitest';
import {
  decodePrinterBytes,
  lastPrinted,
  printedText,
  type TextLine,
} from '../../../test/fakes/escpos-decoder';
import { NOT_A_RECEIPT, preBillRows } from '../bills/pre-bill';
import { encodePreBill, PRE_BILL_TITLE } from './pre-bill-ticket';
import { PRINTER_58, PRINTER_80, PRINTER_80_42, PRINTER_STAR, preBill } from './ticket.fixtures';

const textLines = (bytes: Uint8Array) =>
  decodePrinterBytes(bytes).lines.filter((line): line is TextLine => line.kind === 'text');

/** The pre-bill's rows as the bills domain lays them out, with '×' as the 'x' PC860 can print. */
const expectedRows = (paper: '80mm' | '58mm') =>
  preBillRows({ ...preBill(), paper }).map((row) => row.replace('×', 'x'));

describe('encodePreBill', () => {
  it.each([
    ['80 mm, 42 columns', PRINTER_80_42, '80mm', ''],
    ['58 mm, 32 columns', PRINTER_58, '58mm', ''],
    ['80 mm, 48 columns (centred)', PRINTER_80, '80mm', '   '],
  ] as const)("prints the bills domain's pre-bill rows (%s)", (_, printer, paper, margin) => {
    const bytes = encodePreBill(preBill(), printer);
    const rows = printedText(decodePrinterBytes(bytes)).filter((row) => row.length > 0);
    expect(rows).toEqual(expectedRows(paper).map((row) => `${margin}${row}`.trimEnd()));
    for (const line of textLines(bytes)) expect(line.columns).toBeLessThanOrEqual(printer.columns);
  });

  it('sets the title, the total and the fiscal notice apart', () => {
    const lines = textLines(encodePreBill(preBill(), PRINTER_80_42));
    const find = (predicate: (text: string) => boolean) => lines.find((line) => predicate(line.text.trim()))!;
    expect(find((text) => text === PRE_BILL_TITLE).segments.at(-1)!.bold).toBe(true);
    expect(find((text) => text === 'Cantina da Nonna').segments.at(-1)!.bold).toBe(true);
    const total = find((text) => text.startsWith('TOTAL'));
    expect(total.text).toBe(`TOTAL${' '.repeat(28)}R$ 341,37`);
    expect(total.segments[0]).toMatchObject({ bold: true, height: 2, width: 1 });
    expect(find((text) => text === NOT_A_RECEIPT).segments.at(-1)!.bold).toBe(true);
    expect(find((text) => text.startsWith('Couvert')).text).toContain('(4 x R$ 12,00)');
    expect(find((text) => text.startsWith('Mesa 7')).segments[0]!.bold).toBe(false);
  });

  it('marks a reprint, cuts where the printer can, and speaks StarPRNT to a Star', () => {
    const document = decodePrinterBytes(encodePreBill(preBill(), PRINTER_STAR, { reprint: true }));
    expect(document.language).toBe('star-prnt');
    expect(printedText(document)[0]!.trim()).toBe('REIMPRESSÃO');
    expect(lastPrinted(document)).toEqual({ kind: 'cut', partial: false });
    const noCut = decodePrinterBytes(encodePreBill(preBill(), PRINTER_58));
    expect(noCut.lines.some((line) => line.kind === 'cut')).toBe(false);
  });
});
