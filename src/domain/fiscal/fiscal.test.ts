import { generateCpf } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFiscalProfile, isCnpj, normalizeCnpj } from './fiscal-profile';
import { formatCest, formatNcm, type ItemTax, incompleteItems, itemTaxIssues, presetTax } from './item-tax';
import {
  buildNfce,
  checkCancellation,
  consumerCpf,
  fiscalRef,
  formatAccessKey,
  type NfceSale,
  type SaleLine,
} from './nfce';
import { rejectionAdvice } from './receipt-status';

const profile = {
  cnpj: '11.222.333/0001-81',
  stateRegistration: '110.042.490.114',
  legalName: 'Cantina da Nona Ltda',
  state: 'SP',
  regime: 'simples',
  environment: 'homologacao',
  cscId: '000001',
  cscToken: 'A1B2C3D4E5F6G7H8I9J0',
};

describe('the fiscal profile', () => {
  it('takes a numeric CNPJ and the alphanumeric one of July 2026, stored without punctuation', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('q0.slf.mbd/7vx4-39')).toBe(true);
    expect(normalizeCnpj('q0.slf.mbd/7vx4-39')).toBe('Q0SLFMBD7VX439');
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('Q0SLFMBD7VX4AB')).toBe(false);
  });

  it('checks every field and says what to fix', () => {
    const checked = checkFiscalProfile(profile);
    expect(checked).toEqual({
      ok: true,
      profile: {
        ...profile,
        cnpj: '11222333000181',
        stateRegistration: '110042490114',
        cscId: '1',
      },
    });
    const wrong = checkFiscalProfile({
      ...profile,
      cnpj: '123',
      stateRegistration: '110042490115',
      regime: 'lucro',
      cscToken: 'curto',
    });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok)
      expect(Object.keys(wrong.errors).sort()).toEqual(['cnpj', 'cscToken', 'regime', 'stateRegistration']);
  });
});

describe('item tax data', () => {
  it('accepts the presets for each regime', () => {
    for (const preset of ['prato', 'sushi', 'cafe', 'refrigerante', 'cervejaRetornavel'] as const) {
      expect(itemTaxIssues(presetTax(preset, 'simples'), 'simples')).toEqual([]);
      expect(itemTaxIssues(presetTax(preset, 'mei'), 'mei')).toEqual([]);
      expect(itemTaxIssues(presetTax(preset, 'normal', 18), 'normal')).toEqual([]);
    }
    expect(presetTax('refrigerante', 'simples')).toMatchObject({
      cfop: '5405',
      situation: '500',
      cest: '0301100',
    });
    expect(presetTax('prato', 'normal', 12)).toMatchObject({
      cfop: '5101',
      situation: '00',
      icmsRatePercent: 12,
    });
  });

  it('refuses an incomplete or inconsistent item before the sale', () => {
    const prato = presetTax('prato', 'simples');
    expect(itemTaxIssues(null, 'simples')).toHaveLength(1);
    expect(itemTaxIssues({ ...prato, ncm: '2106909' }, 'simples')[0]).toMatch(/NCM/);
    expect(itemTaxIssues({ ...prato, cfop: '5933' }, 'simples')[0]).toMatch(/CFOP/);
    expect(itemTaxIssues(prato, 'normal')).toEqual([
      'No regime normal a situação do ICMS é um CST: 00, 40, 41 ou 60.',
    ]);
    expect(itemTaxIssues({ ...prato, situation: '500' }, 'simples')).toEqual([
      'Item com ICMS por substituição tributária (CSOSN 500 ou CST 60) pede o CFOP 5405.',
      'Item com substituição tributária pede o CEST (7 dígitos).',
    ]);
    expect(itemTaxIssues({ ...presetTax('refrigerante', 'simples'), cest: null }, 'simples')).toEqual([
      'Item com substituição tributária pede o CEST (7 dígitos).',
    ]);
    expect(itemTaxIssues({ ...prato, situation: '00', icmsRatePercent: null }, 'normal')).toEqual([
      'Com o CST 00 informe a alíquota do ICMS (de 0 a 100%).',
    ]);
    const items = [
      { name: 'X-Burguer', tax: prato },
      { name: 'Guaraná lata', tax: null },
    ];
    expect(incompleteItems(items, 'simples')).toEqual([
      { name: 'Guaraná lata', issues: ['Dados fiscais não preenchidos (NCM, CFOP e situação do ICMS).'] },
    ]);
  });

  it('takes an optional approximate tax percentage from 0 to 100', () => {
    const tax = presetTax('prato', 'simples');
    expect(itemTaxIssues({ ...tax, approxTaxPercent: 13.45 }, 'simples')).toEqual([]);
    expect(itemTaxIssues({ ...tax, approxTaxPercent: null }, 'simples')).toEqual([]);
    expect(itemTaxIssues({ ...tax, approxTaxPercent: 120 }, 'simples')).toEqual([
      'Percentual aproximado de tributos (Lei 12.741/2012) inválido: de 0 a 100%.',
    ]);
    expect(itemTaxIssues({ ...tax, approxTaxPercent: -1 }, 'simples')).toHaveLength(1);
  });

  it('formats the codes as the tables write them', () => {
    expect(formatNcm('21069090')).toBe('2106.90.90');
    expect(formatCest('0301100')).toBe('03.011.00');
  });
});

const line = (
  code: string,
  unitCents: number,
  quantity = 1,
  tax: ItemTax = presetTax('prato', 'simples'),
): SaleLine => ({
  code,
  description: code,
  quantity,
  unitCents,
  tax,
});

const sale = (overrides: Partial<NfceSale>): NfceSale => ({
  ref: fiscalRef('bill', '9b1c7e0e-4f0a-4c1e-9a57-2b5f8f1d3c11'),
  lines: [line('Parmegiana', 6_990), line('Guaraná', 700, 2, presetTax('refrigerante', 'simples'))],
  discountCents: 0,
  freightCents: 0,
  payments: [{ method: 'cash', amountCents: 8_390 }],
  cpf: null,
  presence: 'presencial',
  homologation: true,
  ...overrides,
});

describe('the NFC-e of a sale', () => {
  it('makes a reference the provider accepts, the same for the same sale', () => {
    expect(fiscalRef('bill', '9b1c7e0e-4f0a-4c1e-9a57-2b5f8f1d3c11')).toBe(
      'bill_9b1c7e0e4f0a4c1e9a572b5f8f1d3c11',
    );
    expect(fiscalRef('order', 'abc')).toMatch(/^[0-9A-Za-z_]+$/);
  });

  it('gives one note with both payments when a sale is paid in two methods, service charge off', () => {
    // R$ 83,90 of goods + 10% service R$ 8,39 = R$ 92,29, paid R$ 50,00 on credit and R$ 42,29 in PIX.
    const built = buildNfce(
      sale({
        payments: [
          { method: 'credit', amountCents: 5_000 },
          { method: 'pix', amountCents: 4_229 },
        ],
      }),
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.document.totalCents).toBe(8_390);
    expect(built.document.payments).toEqual([
      { code: '03', amountCents: 4_545, description: null },
      { code: '17', amountCents: 3_845, description: null },
    ]);
    expect(built.document.lines.map((item) => [item.number, item.grossCents])).toEqual([
      [1, 6_990],
      [2, 1_400],
    ]);
  });

  it('shares a discount over the lines and adds the freight on a delivery', () => {
    const built = buildNfce(
      sale({
        discountCents: 839,
        freightCents: 800,
        presence: 'entrega',
        payments: [{ method: 'online', amountCents: 8_351 }],
      }),
    );
    if (!built.ok) throw new Error(built.error);
    expect(built.document.lines.map((item) => item.discountCents)).toEqual([699, 140]);
    expect(built.document.totalCents).toBe(8_390 - 839 + 800);
    expect(built.document.payments).toEqual([
      { code: '99', amountCents: 8_351, description: 'Pago online no aplicativo de entrega' },
    ]);
    // No freight on a sale in the house.
    const inHouse = buildNfce(sale({ freightCents: 800 }));
    expect(inHouse.ok && inHouse.document.totalCents).toBe(8_390);
  });

  it("carries Lei 12.741's approximate taxes per line, after the discount, and their sum", () => {
    // Parmegiana R$ 69,90 at 13,45% and Guaraná 2 × R$ 7,00 at 31,6%, R$ 8,39 of discount shared.
    const built = buildNfce(
      sale({
        lines: [
          line('Parmegiana', 6_990, 1, { ...presetTax('prato', 'simples'), approxTaxPercent: 13.45 }),
          line('Guaraná', 700, 2, { ...presetTax('refrigerante', 'simples'), approxTaxPercent: 31.6 }),
        ],
        discountCents: 839,
        payments: [{ method: 'cash', amountCents: 7_551 }],
      }),
    );
    if (!built.ok) throw new Error(built.error);
    // (6990 - 699) × 13,45% = 846,14 → 846; (1400 - 140) × 31,6% = 398,16 → 398.
    expect(built.document.lines.map((item) => item.totalTaxesCents)).toEqual([846, 398]);
    expect(built.document.totalTaxesCents).toBe(1_244);
  });

  it('sums only the items that have a percentage, and has no taxes when none has one', () => {
    const some = buildNfce(
      sale({
        lines: [
          line('Parmegiana', 6_990, 1, { ...presetTax('prato', 'simples'), approxTaxPercent: 10 }),
          line('Guaraná', 700, 2, presetTax('refrigerante', 'simples')),
        ],
      }),
    );
    if (!some.ok) throw new Error(some.error);
    expect(some.document.lines.map((item) => item.totalTaxesCents)).toEqual([699, null]);
    expect(some.document.totalTaxesCents).toBe(699);
    const none = buildNfce(sale({}));
    if (!none.ok) throw new Error(none.error);
    expect(none.document.totalTaxesCents).toBeNull();
    expect(none.document.lines.every((item) => item.totalTaxesCents === null)).toBe(true);
  });

  it('is issued only for a paid sale', () => {
    expect(buildNfce(sale({ payments: [{ method: 'cash', amountCents: 8_000 }] }))).toEqual({
      ok: false,
      error: 'A nota sai com a venda paga: registre os pagamentos primeiro.',
    });
    expect(buildNfce(sale({ lines: [] })).ok).toBe(false);
  });

  it('the payments always add up to the total, to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 30 }),
        (payments, servicePercent) => {
          const total = payments.reduce((sum, value) => sum + value, 0);
          const goods = Math.max(1, Math.floor((total * 100) / (100 + servicePercent)));
          const built = buildNfce(
            sale({
              lines: [line('Rodízio', goods)],
              payments: payments.map((amountCents) => ({ method: 'debit' as const, amountCents })),
            }),
          );
          if (!built.ok) return false;
          return built.document.payments.reduce((sum, payment) => sum + payment.amountCents, 0) === goods;
        },
      ),
    );
  });

  it("takes only a CPF for 'CPF na nota?'", () => {
    const cpf = generateCpf();
    expect(consumerCpf(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toEqual({
      ok: true,
      cpf,
    });
    expect(consumerCpf('123.456.789-00')).toEqual({
      ok: false,
      error: 'CPF inválido. Confira os 11 dígitos.',
    });
    expect(consumerCpf('11.222.333/0001-81')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/NF-e/),
    });
  });

  it('cancels within 30 minutes of the authorization, with 15 to 255 characters of justification', () => {
    const authorizedAt = new Date('2026-11-28T12:00:00-03:00');
    const at = (minutes: number) => new Date(authorizedAt.getTime() + minutes * 60_000);
    expect(checkCancellation(authorizedAt, at(29), 'Cliente desistiu do pedido')).toEqual({
      ok: true,
      justification: 'Cliente desistiu do pedido',
    });
    expect(checkCancellation(authorizedAt, at(31), 'Cliente desistiu do pedido')).toMatchObject({
      ok: false,
    });
    expect(checkCancellation(authorizedAt, at(1), 'Desistiu')).toMatchObject({ ok: false });
    expect(checkCancellation(authorizedAt, at(1), 'x'.repeat(256))).toMatchObject({ ok: false });
  });

  it('prints the access key in groups of four and explains rejections', () => {
    expect(formatAccessKey('NFe41190607504505000132650010000000121743484310')).toBe(
      '4119 0607 5045 0500 0132 6500 1000 0000 1217 4348 4310',
    );
    expect(rejectionAdvice('591', 'Informado CSOSN para emissor que nao e do Simples Nacional')).toMatch(
      /regime/,
    );
    expect(rejectionAdvice('999', 'Rejeição: qualquer')).toBe('SEFAZ: Rejeição: qualquer');
  });
});
