/**
 * A sale's DANFE input for the tests and the picture script (scripts/danfe-picture.ts): two dishes
 * and a soft drink, a discount, paid in cash and by card, with a key, protocol and QR code URL in
 * the shapes Focus NFe's published samples answer (docs/research/issue-35-till-and-nfce.md §1.6).
 */
import type { DanfeInput } from './danfe';
import { presetTax } from './item-tax';
import { buildNfce, type NfceSale } from './nfce';

export const SAMPLE_KEY = '35261212345678000195650010000001231000001230';

export function sampleSale(overrides: Partial<NfceSale> = {}): NfceSale {
  return {
    ref: 'bill_sample',
    lines: [
      {
        code: 'PF01',
        description: 'Prato feito de frango grelhado',
        quantity: 2,
        unitCents: 2890,
        tax: presetTax('prato', 'simples'),
      },
      {
        code: 'SK07',
        description: 'Combinado de sushi 12 peças',
        quantity: 1,
        unitCents: 5490,
        tax: presetTax('sushi', 'simples'),
      },
      {
        code: 'RF02',
        description: 'Refrigerante lata 350 ml',
        quantity: 3,
        unitCents: 650,
        tax: presetTax('refrigerante', 'simples'),
      },
    ],
    discountCents: 500,
    freightCents: 0,
    payments: [
      { method: 'cash', amountCents: 6000 },
      { method: 'credit', amountCents: 6720 },
    ],
    cpf: null,
    presence: 'presencial',
    homologation: false,
    ...overrides,
  };
}

/**
 * The sample's lines with an approximate tax percentage on the dishes (13,45%, a rate in the range
 * IBPT's table gives prepared food; a test value, not a recommendation) and none on the soft drinks:
 * the DANFE's Lei 12.741/2012 line shows the sum of what the items have.
 */
export const sampleTaxedLines = (): NfceSale['lines'] =>
  sampleSale().lines.map((line) =>
    line.tax.cfop === '5101' ? { ...line, tax: { ...line.tax, approxTaxPercent: 13.45 } } : line,
  );

export function sampleDanfe(overrides: Partial<DanfeInput> = {}, sale: Partial<NfceSale> = {}): DanfeInput {
  const built = buildNfce(sampleSale(sale));
  if (!built.ok) throw new Error(built.error);
  return {
    emitter: {
      legalName: 'Cantina da Praça Comércio de Alimentos Ltda',
      cnpj: '12345678000195',
      stateRegistration: '110042490114',
      address: ['Rua Augusta, 1500 - Consolação', 'São Paulo - SP, 01304-001'],
    },
    document: built.document,
    environment: 'producao',
    number: '123',
    series: '1',
    accessKey: `NFe${SAMPLE_KEY}`,
    protocol: '135260000123456',
    emittedAt: new Date('2026-12-01T22:14:05Z'),
    authorizedAt: new Date('2026-12-01T22:14:07Z'),
    contingency: false,
    consultUrl: 'https://www.nfce.fazenda.sp.gov.br/consulta',
    qrCodeUrl: `https://www.nfce.fazenda.sp.gov.br/qrcode?p=${SAMPLE_KEY}|2|1|1|5E26A1B2C3D4E5F60718293A4B5C6D7E8F907F08`,
    timeZone: 'America/Sao_Paulo',
    ...overrides,
  };
}
