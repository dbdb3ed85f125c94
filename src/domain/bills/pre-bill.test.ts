import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillSplit } from './bill-part';
import { splitBill } from './bill-split';
import { line, settings, totalsOf } from './bills.fixtures';
import {
  NOT_A_RECEIPT,
  OPTIONAL_SERVICE_NOTE,
  type PreBillInput,
  preBillRows,
  preBillText,
} from './pre-bill';

const lines = [
  line('l1', 8990, 2, { name: 'Picanha na chapa', orderedBy: 'ana' }),
  line('l2', 1800, 1, { name: 'Caipirinha', orderedBy: 'bruno' }),
  line('l3', 2990, 1, { name: 'Porção de batata frita com cheddar e bacon', orderedBy: 'bruno' }),
];
const totals = totalsOf(lines, {
  people: 3,
  settings: settings({ couvertCents: 1500 }),
  discounts: [{ kind: 'coupon', cents: 1000, code: 'BEMVINDO' }],
});
const input: PreBillInput = {
  restaurantName: 'Bar do Zé',
  tableLabel: 'Mesa 7',
  people: 3,
  openedAt: '2026-11-27T23:15:00Z',
  printedAt: '2026-11-28T01:02:00Z',
  waiterName: 'Marcos',
  lines,
  totals,
};

function split(result: ReturnType<typeof splitBill>): BillSplit {
  if (!result.ok) throw new Error(result.error);
  return result.split;
}

describe('preBillRows', () => {
  it('prints the 80 mm conferência: items, subtotal, discount, service, couvert, total', () => {
    expect(preBillRows(input)).toEqual(EXPECTED_80MM);
  });

  it('prints each part of a split, its odd-cent note, and which parts are paid', () => {
    const equal = split(splitBill({ totals, lines }, { method: 'equal', parts: 3 }));
    const rows = preBillRows({ ...input, split: equal, paidPartIds: ['part-2'] });
    const tail = rows.slice(rows.indexOf('Divisão: Partes iguais'));
    expect(tail).toEqual(EXPECTED_SPLIT_TAIL);
  });

  it("breaks a split by item down into each part's items, service and couvert", () => {
    const byItem = split(
      splitBill(
        { totals, lines },
        {
          method: 'items',
          people: [
            { key: 'ana', name: 'Ana' },
            { key: 'bruno', name: 'Bruno' },
            { key: 'carla', name: 'Carla' },
          ],
        },
      ),
    );
    const rows = preBillRows({ ...input, split: byItem });
    const tail = rows.slice(rows.indexOf('Divisão: Por item'));
    expect(tail).toEqual(EXPECTED_ITEMS_TAIL);
  });

  it('leaves out a split of one part, and the optional-service note when no service is charged', () => {
    const rows = preBillRows({
      ...input,
      totals: totalsOf(lines, { serviceRemoval: { reason: 'Cliente pediu' } }),
      split: split(splitBill({ totals, lines }, { method: 'whole' })),
    });
    expect(rows.some((row) => row.startsWith('Divisão'))).toBe(false);
    expect(rows).not.toContain(OPTIONAL_SERVICE_NOTE);
    expect(rows.some((row) => row.startsWith('Taxa de serviço (10%) retirada'))).toBe(true);
  });

  it('fits 58 mm paper', () => {
    const rows = preBillRows({ ...input, paper: '58mm' });
    expect(Math.max(...rows.map((row) => row.length))).toBe(32);
    expect(rows.at(-1)).toBe(`     ${NOT_A_RECEIPT}`);
  });

  it('keeps every row within the paper, whatever the names (random)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ name: fc.string({ maxLength: 80 }), unit: fc.integer({ min: 0, max: 9_999_999 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.string({ maxLength: 60 }),
        fc.constantFrom('80mm' as const, '58mm' as const),
        (items, restaurantName, paper) => {
          const random = items.map((item, i) => line(`r${i}`, item.unit, (i % 3) + 1, { name: item.name }));
          const randomTotals = totalsOf(random);
          const rows = preBillRows({
            ...input,
            restaurantName,
            waiterName: restaurantName,
            lines: random,
            totals: randomTotals,
            split:
              randomTotals.totalCents >= 2
                ? split(splitBill({ totals: randomTotals, lines: random }, { method: 'equal', parts: 2 }))
                : null,
            paper,
          });
          const width = paper === '80mm' ? 42 : 32;
          for (const row of rows) {
            expect(row.length).toBeLessThanOrEqual(width);
            expect(row).not.toMatch(/[\n\r]/);
          }
        },
      ),
    );
  });

  it('joins the rows into one text', () => {
    expect(preBillText(input)).toBe(EXPECTED_80MM.join('\n'));
  });
});

const EXPECTED_80MM = [
  '                Bar do Zé',
  '           CONFERÊNCIA DE CONTA',
  '==========================================',
  'Mesa 7                           3 pessoas',
  'Aberta em                 27/11/2026 20:15',
  'Impressa em               27/11/2026 22:02',
  'Garçom: Marcos',
  '------------------------------------------',
  '2x Picanha na chapa              R$ 179,80',
  '   (R$ 89,90 cada)',
  '1x Caipirinha                     R$ 18,00',
  '1x Porção de batata frita com cheddar e',
  'bacon                             R$ 29,90',
  '------------------------------------------',
  'Subtotal                         R$ 227,70',
  'Cupom BEMVINDO                   -R$ 10,00',
  'Taxa de serviço (10%)             R$ 21,77',
  'Couvert artístico (3 × R$ 15,00)  R$ 45,00',
  '==========================================',
  'TOTAL                            R$ 284,47',
  '==========================================',
  'A taxa de serviço é opcional.',
  '------------------------------------------',
  '          NÃO É DOCUMENTO FISCAL',
];
const EXPECTED_SPLIT_TAIL = [
  'Divisão: Partes iguais',
  'Parte 1                           R$ 94,83',
  'Parte 2 (paga)                    R$ 94,82',
  'Parte 3                           R$ 94,82',
  'Parte 1 fica com R$ 0,01 a mais para',
  'fechar o total.',
  '------------------------------------------',
  '          NÃO É DOCUMENTO FISCAL',
];
const EXPECTED_ITEMS_TAIL = [
  'Divisão: Por item',
  'Ana                              R$ 204,09',
  '  Itens                          R$ 179,80',
  '  Desconto                        -R$ 7,90',
  '  Serviço                         R$ 17,19',
  '  Couvert                         R$ 15,00',
  'Bruno                             R$ 65,38',
  '  Itens                           R$ 47,90',
  '  Desconto                        -R$ 2,10',
  '  Serviço                          R$ 4,58',
  '  Couvert                         R$ 15,00',
  'Carla                             R$ 15,00',
  '  Couvert                         R$ 15,00',
  '------------------------------------------',
  '          NÃO É DOCUMENTO FISCAL',
];
