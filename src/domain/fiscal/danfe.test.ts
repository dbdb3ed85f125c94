import { describe, expect, it } from 'vitest';
import { decodePrinterBytes, printedText } from '../../../test/fakes/escpos-decoder';
import { PRINTER_58, PRINTER_80, PRINTER_80_42, PRINTER_STAR } from '../kitchen/ticket.fixtures';
import {
  DANFE_ANONYMOUS,
  DANFE_CONTINGENCY,
  DANFE_HOMOLOGATION,
  DANFE_TAXES,
  DANFE_TITLE,
  danfeAmount,
  danfeBlocks,
  danfeText,
  formatCnpj,
  formatCpf,
} from './danfe';
import { SAMPLE_KEY, sampleDanfe, sampleTaxedLines } from './danfe.fixtures';
import { encodeDanfe } from './danfe-ticket';
import { formatAccessKey, HOMOLOGATION_TEXT } from './nfce';

const joined = (rows: string[]) => rows.map((row) => row.trim()).join('\n');
/** The text with its wrapping undone, to find a sentence however the columns cut it. */
const flat = (rows: string[]) => rows.map((row) => row.trim()).join(' ');

describe('DANFE NFC-e layout', () => {
  it('says who issued it, what was sold, the totals and payments, in the manual order', () => {
    const rows = danfeText(sampleDanfe(), 42);
    const text = flat(rows);
    expect(text).toContain('Cantina da Praça Comércio de Alimentos Ltda');
    expect(text).toContain('CNPJ: 12.345.678/0001-95 IE: 110042490114');
    expect(text).toContain('Rua Augusta, 1500 - Consolação');
    expect(text).toContain(DANFE_TITLE);
    expect(text).toContain('001 PF01 Prato feito de frango grelhado');
    expect(rows.find((row) => row.includes('2 UN x 28,90'))).toMatch(/57,80$/);
    expect(rows.find((row) => row.startsWith('Qtde. total de itens'))).toMatch(/ 3$/);
    expect(rows.find((row) => row.startsWith('Valor total R$'))).toMatch(/ 132,20$/);
    expect(rows.find((row) => row.startsWith('Desconto R$'))).toMatch(/ 5,00$/);
    expect(rows.find((row) => row.startsWith('Valor a pagar R$'))).toMatch(/ 127,20$/);
    expect(rows.find((row) => row.startsWith('Dinheiro'))).toMatch(/ 60,00$/);
    expect(rows.find((row) => row.startsWith('Cartão de Crédito'))).toMatch(/ 67,20$/);
    expect(rows.some((row) => row.startsWith('Frete'))).toBe(false);
    expect(text).toContain('Consulte pela Chave de Acesso em');
    // A URL longer than the paper is cut across rows, never dropped.
    expect(rows.map((row) => row.trim()).join('')).toContain('https://www.nfce.fazenda.sp.gov.br/consulta');
    expect(text).toContain(formatAccessKey(SAMPLE_KEY));
    expect(text).toContain(DANFE_ANONYMOUS);
    expect(text).toContain('NFC-e nº 123 Série 1 01/12/2026 19:14:05');
    expect(text).toContain('Protocolo de autorização: 135260000123456');
    expect(text).toContain('Data de autorização: 01/12/2026 19:14:07');
    expect(text).not.toContain(DANFE_CONTINGENCY);
    expect(text).not.toContain('HOMOLOGA');
    const order = [
      'CNPJ',
      'DANFE NFC-e',
      '001 PF01',
      'Valor a pagar',
      'FORMA DE PAGAMENTO',
      'Consulte',
      DANFE_ANONYMOUS,
      'NFC-e nº',
      '[QR',
    ];
    const at = order.map((needle) => rows.findIndex((row) => row.includes(needle)));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('puts the QR code of the provider URL after the protocol', () => {
    const blocks = danfeBlocks(sampleDanfe(), 48);
    const qr = blocks.find((block) => block.kind === 'qr');
    expect(qr).toEqual({ kind: 'qr', url: sampleDanfe().qrCodeUrl });
  });

  it('names the consumer by CPF when asked for', () => {
    const text = joined(danfeText(sampleDanfe({}, { cpf: '12345678909' }), 42));
    expect(text).toContain('CONSUMIDOR - CPF 123.456.789-09');
    expect(text).not.toContain(DANFE_ANONYMOUS);
  });

  it('says contingency and homologation when so, and the homologation text on the first item', () => {
    const text = flat(
      danfeText(sampleDanfe({ environment: 'homologacao', contingency: true }, { homologation: true }), 48),
    );
    expect(text).toContain(DANFE_CONTINGENCY);
    expect(text).toContain(DANFE_HOMOLOGATION);
    expect(text).toContain(`001 PF01 ${HOMOLOGATION_TEXT}`);
    expect(text).not.toContain('Prato feito de frango');
  });

  it('prints freight on a delivery', () => {
    const delivery = danfeText(
      sampleDanfe(
        {},
        { presence: 'entrega', freightCents: 800, payments: [{ method: 'pix', amountCents: 13520 }] },
      ),
      42,
    );
    expect(delivery.find((row) => row.startsWith('Frete R$'))).toMatch(/ 8,00$/);
    expect(delivery.find((row) => row.startsWith('Pagamento Instantâneo (PIX)'))).toMatch(/ 135,20$/);
  });

  it("prints the taxes of Lei 12.741 the note's items carry, last, and nothing when none has them", () => {
    const taxed = danfeText(sampleDanfe({}, { lines: sampleTaxedLines() }), 42);
    // The R$ 5,00 discount by weight: 2,19 on the dishes, 2,08 on the sushi, 0,73 on the drinks.
    // Dishes (57,80 - 2,19) × 13,45% = 7,48; sushi (54,90 - 2,08) × 13,45% = 7,10; the soft drinks
    // have no percentage: R$ 14,58.
    expect(flat(taxed).replace(/\s+/g, ' ')).toContain(
      'Tributos totais incidentes (Lei Federal 12.741/2012): R$ 14,58',
    );
    expect(taxed.at(-1)).toMatch(/ R\$ 14,58$/);
    expect(joined(danfeText(sampleDanfe(), 42))).not.toContain(DANFE_TAXES.slice(0, 20));
  });

  it.each([32, 42, 48])('never exceeds %i columns', (columns) => {
    const input = sampleDanfe(
      { environment: 'homologacao', contingency: true },
      { cpf: '12345678909', homologation: true, lines: sampleTaxedLines() },
    );
    for (const row of danfeText(input, columns).filter((row) => !row.startsWith('[QR')))
      expect(row.length).toBeLessThanOrEqual(columns);
    expect(joined(danfeText(input, columns))).toContain(DANFE_TITLE.slice(0, 10));
  });

  it('formats CNPJ, CPF and amounts', () => {
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(danfeAmount(123456)).toBe('1.234,56');
    expect(danfeAmount(5)).toBe('0,05');
  });
});

describe('DANFE NFC-e on the printer', () => {
  it.each([
    ['Epson 80 mm', PRINTER_80],
    ['Bematech 42 columns', PRINTER_80_42],
    ['Elgin 58 mm', PRINTER_58],
    ['Star', PRINTER_STAR],
  ])('prints the rows and the QR code on %s', (_name, printer) => {
    const input = sampleDanfe();
    const document = decodePrinterBytes(encodeDanfe(input, printer));
    const printed = printedText(document);
    const rows = danfeText(input, printer.columns).filter((row) => !row.startsWith('[QR'));
    expect(printed.filter(Boolean)).toEqual(rows.map((row) => row.trimEnd()));
    const qr = document.lines.find((line) => line.kind === 'qr');
    expect(qr && qr.kind === 'qr' ? qr.payload : null).toBe(input.qrCodeUrl);
    const bold = document.lines.find((line) => line.kind === 'text' && line.text.includes('Valor a pagar'));
    expect(bold && bold.kind === 'text' ? bold.segments.every((segment) => segment.bold) : false).toBe(true);
  });
});
