import { describe, expect, it } from 'vitest';
import { inventorySettingsSchema, stockMovementSchema } from './inventory.schemas';
import { purchaseSchema } from './purchase.schemas';
import { normalizeSupplierPhone, supplierPatchSchema, supplierSchema } from './supplier.schemas';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('stockMovementSchema (section 5)', () => {
  it('defaults to an entrada with cost 0 and no reason', () => {
    expect(stockMovementSchema.parse({ menuItemId: 'item-1', quantity: '3' })).toEqual({
      menuItemId: 'item-1',
      type: 'entrada',
      quantity: 3,
      reason: undefined,
      notes: undefined,
      costPerUnit: 0,
    });
  });

  it.each([
    [{ quantity: 0 }, 'Quantidade deve ser maior que 0'],
    [{ quantity: -2 }, 'Quantidade deve ser maior que 0'],
    [{ quantity: 'abc' }, 'Quantidade deve ser maior que 0'],
    [{ quantity: '' }, 'Quantidade deve ser maior que 0'],
    [{ quantity: undefined }, 'Quantidade deve ser maior que 0'],
    [{ quantity: 1.5 }, 'A quantidade deve ser um número inteiro'],
    [{ quantity: 100_001 }, 'A quantidade deve ser de no máximo 100.000'],
    [{ menuItemId: '' }, 'Selecione um item'],
    [{ type: 'doacao' }, 'Tipo de movimento inválido'],
    [{ costPerUnit: '-1' }, 'O custo por unidade não pode ser menor que zero'],
    [{ costPerUnit: 'caro' }, 'O custo por unidade deve ser um valor como 29,90'],
    [{ costPerUnit: '1.234' }, 'O custo por unidade deve ser um valor como 29,90'],
    [{ reason: 'x'.repeat(201) }, 'Motivo deve ter no máximo 200 caracteres'],
  ])('refuses %o with a Portuguese message', (patch, message) => {
    const result = stockMovementSchema.safeParse({ menuItemId: 'item-1', quantity: 1, ...patch });
    expect(firstError(result)).toBe(message);
  });

  it.each([
    ['0.00', 0],
    ['', 0],
    [null, 0],
    ['12,50', 1250],
    [3.99, 399],
  ])('reads the cost %s as %i cents', (costPerUnit, cents) => {
    expect(stockMovementSchema.parse({ menuItemId: 'i', quantity: 1, costPerUnit }).costPerUnit).toBe(cents);
  });
});

describe('inventorySettingsSchema', () => {
  it('takes any of the settings and defaults a blank unit to unidade', () => {
    expect(inventorySettingsSchema.parse({ hasInventoryControl: true })).toEqual({
      hasInventoryControl: true,
    });
    expect(inventorySettingsSchema.parse({ minStockAlert: '5', stockUnit: ' ', costPrice: '7,25' })).toEqual({
      minStockAlert: 5,
      stockUnit: 'unidade',
      costPrice: 725,
    });
  });

  it.each([
    [{}, 'Nada para alterar'],
    [{ minStockAlert: -1 }, 'O alerta mínimo não pode ser negativo'],
    [{ minStockAlert: 2.5 }, 'O alerta mínimo deve ser um número inteiro'],
    [{ stockUnit: 'x'.repeat(21) }, 'A unidade deve ter no máximo 20 caracteres'],
    [{ hasInventoryControl: 'sim' }, 'Informe se o controle de estoque está ativo'],
    [{ costPrice: '-3' }, 'O custo unitário não pode ser menor que zero'],
  ])('refuses %o', (values, message) => {
    expect(firstError(inventorySettingsSchema.safeParse(values))).toBe(message);
  });
});

describe('suppliers', () => {
  it.each([
    ['(11) 99999-8888', '5511999998888'],
    ['11 3333-4444', '551133334444'],
    ['+55 21 98888-7777', '5521988887777'],
    ['12345', null],
    ['(01) 99999-8888', null],
    ['5511899998888', null],
  ])('normalizes the phone %s to %s', (phone, normalized) => {
    expect(normalizeSupplierPhone(phone)).toBe(normalized);
  });

  it('keeps every field, with the phone as digits and the e-mail in lower case', () => {
    expect(
      supplierSchema.parse({
        name: ' Hortifruti Bom Preço ',
        contact: 'Marina',
        phone: '(11) 3333-4444',
        email: 'Vendas@Hortifruti.com.br',
        address: 'Ceagesp, box 12',
        notes: '',
      }),
    ).toEqual({
      name: 'Hortifruti Bom Preço',
      contact: 'Marina',
      phone: '551133334444',
      email: 'vendas@hortifruti.com.br',
      address: 'Ceagesp, box 12',
      notes: null,
      isActive: true,
    });
  });

  it.each([
    [{ name: '' }, 'Nome é obrigatório'],
    [{ phone: '1234' }, 'Telefone inválido: informe DDD e número, ex. (11) 99999-8888'],
    [{ email: 'sem-arroba' }, 'E-mail inválido'],
  ])('refuses %o', (patch, message) => {
    expect(firstError(supplierSchema.safeParse({ name: 'Fornecedor', ...patch }))).toBe(message);
  });

  it('deactivates with a partial update', () => {
    expect(supplierPatchSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});

describe('purchaseSchema', () => {
  const line = { menuItemId: 'item-1', quantity: 10, unitPrice: '4,50' };

  it('reads lines with cents and a missing date as null', () => {
    expect(purchaseSchema.parse({ items: [line] })).toEqual({
      supplierId: null,
      invoiceNumber: undefined,
      purchaseDate: null,
      notes: undefined,
      items: [{ menuItemId: 'item-1', quantity: 10, unitPrice: 450 }],
    });
  });

  it.each([
    [{ items: [] }, 'Adicione pelo menos um item à compra'],
    [{ items: [{ ...line, quantity: 0 }] }, 'Quantidade deve ser maior que 0'],
    [{ items: [{ ...line, unitPrice: '-1' }] }, 'O preço unitário não pode ser menor que zero'],
    [{ items: [line], purchaseDate: '2024-02-30' }, 'Data inválida'],
    [{ items: [line], purchaseDate: '13/05/2024' }, 'Data inválida'],
  ])('refuses %o', (values, message) => {
    expect(firstError(purchaseSchema.safeParse(values))).toBe(message);
  });
});
