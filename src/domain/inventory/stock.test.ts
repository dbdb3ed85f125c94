import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  formatStockQuantity,
  inventoryCounters,
  movementDelta,
  movementTotalCents,
  purchaseTotalCents,
  type StockMovementType,
  stockStatus,
  stockUnitLabel,
  stockValueCents,
} from './stock';

describe('stockStatus (section 4)', () => {
  it.each([
    [{ hasInventoryControl: false, stockQuantity: 0, minStockAlert: 5 }, 'N/A'],
    [{ hasInventoryControl: false, stockQuantity: 50, minStockAlert: 5 }, 'N/A'],
    [{ hasInventoryControl: true, stockQuantity: 0, minStockAlert: 0 }, 'Baixo'],
    [{ hasInventoryControl: true, stockQuantity: 4, minStockAlert: 5 }, 'Baixo'],
    [{ hasInventoryControl: true, stockQuantity: 5, minStockAlert: 5 }, 'Baixo'],
    [{ hasInventoryControl: true, stockQuantity: 6, minStockAlert: 5 }, 'OK'],
    [{ hasInventoryControl: true, stockQuantity: 1, minStockAlert: 0 }, 'OK'],
  ])('%o is %s', (item, status) => {
    expect(stockStatus(item)).toBe(status);
  });
});

describe('stockUnitLabel', () => {
  it.each([
    ['unidade', 'un'],
    ['', 'un'],
    [null, 'un'],
    [undefined, 'un'],
    ['kg', 'kg'],
    ['garrafa', 'garrafa'],
  ])('%s is shown as %s', (unit, label) => {
    expect(stockUnitLabel(unit)).toBe(label);
  });
});

describe('formatStockQuantity (issue 32, item 30: never "4 fatia")', () => {
  it.each<[number, string | null, string]>([
    [4, 'fatia', '4 fatias'],
    [1, 'fatia', '1 fatia'],
    [0, 'fatia', '0 fatias'],
    [2, 'porção', '2 porções'],
    [3, 'caixa de 12', '3 caixas de 12'],
    [5, 'garrafa', '5 garrafas'],
    [2, 'colher', '2 colheres'],
    [2, 'barril', '2 barris'],
    [2, 'unidade', '2 un'],
    [7, null, '7 un'],
    [1200, 'g', '1.200 g'],
    [3, 'kg', '3 kg'],
    [12, 'L', '12 L'],
    [1.5, 'litro', '1,5 litro'],
    [2.5, 'litro', '2,5 litros'],
  ])('%s %s reads "%s"', (quantity, unit, text) => {
    expect(formatStockQuantity(quantity, unit)).toBe(text);
  });
});

describe('movementDelta and applyMovement', () => {
  it.each<[StockMovementType, number, number, number, number]>([
    // type, quantity, stock before, delta, stock after
    ['entrada', 10, 0, 10, 10],
    ['entrada', 1, 20, 1, 21],
    ['saida', 3, 10, -3, 7],
    ['venda', 2, 2, -2, 0],
    ['perda', 1, 5, -1, 4],
    // ajuste sets the counted quantity and records the difference
    ['ajuste', 7, 10, -3, 7],
    ['ajuste', 12, 10, 2, 12],
    ['ajuste', 10, 10, 0, 10],
    ['ajuste', 1, 0, 1, 1],
  ])('%s of %i on %i moves %i to %i', (type, quantity, before, delta, after) => {
    expect(movementDelta(type, quantity, before)).toBe(delta);
    expect(applyMovement(type, quantity, before)).toEqual({ ok: true, delta, stockAfter: after });
  });

  it.each<[StockMovementType, number, number]>([
    ['saida', 21, 20],
    ['venda', 1, 0],
    ['perda', 6, 5],
  ])('refuses %s of %i with %i in stock: stock never goes below 0', (type, quantity, before) => {
    expect(applyMovement(type, quantity, before)).toEqual({ ok: false, available: before });
  });
});

describe('movementTotalCents', () => {
  it.each([
    [1250, 4, 5000],
    [1250, -4, 5000],
    [0, 10, 0],
    [333, 3, 999],
  ])('cost %i × |%i| = %i', (cost, delta, total) => {
    expect(movementTotalCents(cost, delta)).toBe(total);
  });
});

const item = (
  hasInventoryControl: boolean,
  stockQuantity: number,
  minStockAlert: number,
  costPriceCents: number,
) => ({
  hasInventoryControl,
  stockQuantity,
  minStockAlert,
  costPriceCents,
});

describe('stockValueCents (section 9)', () => {
  it.each([
    [[], 0],
    [[item(true, 10, 2, 1250)], 12_500],
    [[item(true, 10, 2, 1250), item(true, 3, 5, 199)], 13_097],
    // items without control do not count, whatever their stock and cost
    [[item(true, 2, 0, 1000), item(false, 100, 0, 5000)], 2000],
    [[item(true, 0, 0, 9999)], 0],
  ])('%o is worth %i cents', (items, cents) => {
    expect(stockValueCents(items)).toBe(cents);
  });
});

describe('inventoryCounters (section 2)', () => {
  it('counts controlled, low and OK items and the total value', () => {
    const items = [
      item(true, 10, 2, 1000),
      item(true, 2, 2, 500),
      item(true, 0, 0, 300),
      item(false, 50, 0, 100),
    ];
    expect(inventoryCounters(items)).toEqual({
      controlledItems: 3,
      lowStock: 2,
      stockOk: 1,
      totalValueCents: 11_000,
    });
  });

  it('is all zeros for an empty menu', () => {
    expect(inventoryCounters([])).toEqual({
      controlledItems: 0,
      lowStock: 0,
      stockOk: 0,
      totalValueCents: 0,
    });
  });
});

describe('purchaseTotalCents', () => {
  it.each([
    [[], 0],
    [[{ quantity: 10, unitPriceCents: 450 }], 4500],
    [
      [
        { quantity: 10, unitPriceCents: 450 },
        { quantity: 3, unitPriceCents: 1999 },
      ],
      10_497,
    ],
    [[{ quantity: 5, unitPriceCents: 0 }], 0],
  ])('%o totals %i cents', (lines, cents) => {
    expect(purchaseTotalCents(lines)).toBe(cents);
  });
});
