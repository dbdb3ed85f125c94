import { describe, expect, it } from 'vitest';
import { type CheckoutFields, checkoutIssue } from './checkout';

const valid: CheckoutFields = {
  customerName: 'Ana Souza',
  customerPhone: '(11) 99999-8888',
  deliveryType: 'delivery',
  deliveryAddress: 'Rua A, 1',
  tableNumber: null,
  itemCount: 1,
};

describe('checkoutIssue (section 5, in order)', () => {
  it('accepts a complete checkout', () => {
    expect(checkoutIssue(valid)).toBeNull();
    expect(checkoutIssue({ ...valid, deliveryType: 'pickup', deliveryAddress: '' })).toBeNull();
    expect(checkoutIssue({ ...valid, deliveryType: 'table', tableNumber: '7' })).toBeNull();
  });

  // Each row breaks every rule from its own onwards, so only the first one may be reported.
  it.each([
    [
      { customerName: ' ', customerPhone: '', deliveryAddress: '', itemCount: 0 },
      'Nome obrigatório',
      'Por favor, preencha seu nome completo.',
    ],
    [
      { customerPhone: '  ', deliveryAddress: '', itemCount: 0 },
      'Telefone obrigatório',
      'Por favor, preencha seu número de telefone.',
    ],
    [
      { customerPhone: '1234', deliveryAddress: '' },
      'Telefone inválido',
      'Informe o telefone com DDD, ex.: (11) 99999-8888.',
    ],
    [
      { deliveryAddress: ' ', itemCount: 0 },
      'Endereço obrigatório',
      'Para entrega, o endereço é obrigatório.',
    ],
    [
      { deliveryType: 'table', tableNumber: '', itemCount: 0 },
      'Número da mesa obrigatório',
      'Para pedido na mesa, informe o número da mesa.',
    ],
    [{ itemCount: 0 }, 'Carrinho vazio', 'Adicione itens ao carrinho antes de finalizar o pedido.'],
  ] as const)('%j -> %s', (overrides, title, description) => {
    expect(checkoutIssue({ ...valid, ...overrides })).toMatchObject({ title, description });
  });
});
