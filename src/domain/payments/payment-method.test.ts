import { describe, expect, it } from 'vitest';
import {
  acceptedPaymentMethods,
  changeDue,
  normalizePaymentChoice,
  paymentChoiceIssue,
  paymentDescription,
  paymentMessageLine,
} from './payment-method';

const all = { acceptsCash: true, acceptsCard: true, acceptsPix: true };
const noPix = { ...all, acceptsPix: false };

describe('paymentChoiceIssue', () => {
  it.each([
    [{ paymentMethod: 'cash' }, all, null],
    [{ paymentMethod: 'cash', changeFor: '100.00' }, all, null],
    [{ paymentMethod: 'cash', changeFor: '87.90' }, all, null],
    [
      { paymentMethod: 'cash', changeFor: '50.00' },
      all,
      { field: 'changeFor', message: 'O troco deve ser para pelo menos R$ 87,90' },
    ],
    [
      { paymentMethod: 'cash', changeFor: 'cem' },
      all,
      { field: 'changeFor', message: 'Valor de troco inválido' },
    ],
    [{ paymentMethod: 'card', cardType: 'credit' }, all, null],
    [{ paymentMethod: 'card', cardType: 'debit' }, all, null],
    [{ paymentMethod: 'card' }, all, { field: 'cardType', message: 'Escolha crédito ou débito' }],
    [{ paymentMethod: 'pix' }, all, null],
    [
      { paymentMethod: 'pix' },
      noPix,
      { field: 'paymentMethod', message: 'Forma de pagamento não aceita por este restaurante.' },
    ],
    [{ paymentMethod: null }, all, { field: 'paymentMethod', message: 'Escolha a forma de pagamento' }],
  ] as const)('%o with %o gives %o', (choice, accepted, issue) => {
    expect(paymentChoiceIssue(choice, 8790, accepted)).toEqual(issue);
  });
});

describe('payment descriptions', () => {
  it.each([
    [{ paymentMethod: 'pix' }, 'PIX', 'Pagamento via PIX'],
    [{ paymentMethod: 'pix', changeFor: '100.00' }, 'PIX', 'Pagamento via PIX'],
    [{ paymentMethod: 'card', cardType: 'credit' }, 'Cartão na entrega (crédito)', null],
    [{ paymentMethod: 'card', cardType: 'debit' }, 'Cartão na entrega (débito)', null],
    [{ paymentMethod: 'card' }, 'Cartão na entrega', null],
    [{ paymentMethod: 'card', deliveryType: 'delivery' }, 'Cartão na entrega', null],
    [
      { paymentMethod: 'card', cardType: 'credit', deliveryType: 'pickup' },
      'Cartão na retirada (crédito)',
      null,
    ],
    [{ paymentMethod: 'card', deliveryType: 'table' }, 'Cartão na mesa', null],
    [{ paymentMethod: 'cash', changeFor: '100.00' }, 'Dinheiro — troco para R$ 100,00', null],
    [{ paymentMethod: 'cash' }, 'Dinheiro (sem troco)', null],
    [{ paymentMethod: null }, null, null],
  ] as const)('%o reads %s', (choice, text, messageLine) => {
    expect(paymentDescription(choice)).toBe(text);
    const expected = messageLine ?? (text === null ? null : `Pagamento: ${text}`);
    expect(paymentMessageLine(choice)).toBe(expected);
  });

  it('keeps only the fields of the chosen method', () => {
    expect(normalizePaymentChoice({ paymentMethod: 'pix', cardType: 'credit', changeFor: '10.00' })).toEqual({
      paymentMethod: 'pix',
      cardType: null,
      changeFor: null,
    });
  });

  it('computes the change to bring', () => {
    expect(changeDue('100.00', 8790)).toBe(1210);
    expect(changeDue(null, 8790)).toBeNull();
  });

  it('lists the accepted methods in order', () => {
    expect(acceptedPaymentMethods(noPix)).toEqual(['cash', 'card']);
    expect(acceptedPaymentMethods(all)).toEqual(['cash', 'card', 'pix']);
  });
});
