import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  formatBRL,
  formatDate,
  formatDateTime,
  formatPhone,
  maskPhoneTyping,
  phoneDigits,
} from './format';

describe('formatBRL', () => {
  it.each([
    [3998, 'R$ 39,98'],
    [19990, 'R$ 199,90'],
    [496002, 'R$ 4.960,02'],
    [0, 'R$ 0,00'],
    [-500, '-R$ 5,00'],
  ])('%s -> %s', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });
});

describe('dates in America/Sao_Paulo', () => {
  it.each([
    ['2026-11-21T02:30:00Z', '20/11/2026'],
    ['2026-11-21T03:00:00Z', '21/11/2026'],
    ['2026-01-01T12:00:00Z', '01/01/2026'],
  ])('%s is %s in São Paulo', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it('formats date and time', () => {
    expect(formatDateTime('2026-11-21T15:05:00Z')).toBe('21/11/2026 12:05');
  });
});

describe('phones', () => {
  it.each([
    ['5511999998888', '+55 (11) 99999-8888'],
    ['11999998888', '+55 (11) 99999-8888'],
    ['+55 (21) 3333-4444', '+55 (21) 3333-4444'],
    ['551133334444', '+55 (11) 3333-4444'],
    ['123', '123'],
    // A foreign number is shown as stored, never as a Brazilian one.
    ['351912345678', '351912345678'],
  ])('%s -> %s', (input, text) => {
    expect(formatPhone(input)).toBe(text);
  });

  it.each([
    ['11999998888', '(11) 99999-8888'],
    ['+55 11 99999-8888', '(11) 99999-8888'],
    ['+5511999998888', '(11) 99999-8888'],
    ['5511999998888', '(11) 99999-8888'],
    ['011 98765-4321', '(11) 98765-4321'],
    ['(11) 3333 4444', '(11) 3333-4444'],
    ['1', '(1'],
    ['119', '(11) 9'],
    ['1199999', '(11) 9999-9'],
    ['', ''],
    ['+5', '+5'],
    ['+55', '+55'],
    ['+55 1', '(1'],
    ['+1 415 555 2671', '+1 415 555 2671'],
  ])('the phone field shows %s as %s', (typed, shown) => {
    expect(maskPhoneTyping(typed)).toBe(shown);
  });

  it('keeps digits only', () => {
    expect(phoneDigits(' +55 (11) 9-9999 8888 ')).toBe('5511999998888');
  });
});

describe('daysUntil', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-28T12:00:00Z', 7],
    ['2026-11-21T13:00:00Z', 1],
    ['2026-11-21T11:00:00Z', 0],
  ])('%s -> %s', (moment, days) => {
    expect(daysUntil(moment, now)).toBe(days);
  });
});

describe('formatBRL agrees with Intl pt-BR BRL', () => {
  const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  it.each([0, 1, 10, 99, 100, 3998, 100000, 123456789, 999999999999, -1, -500, -123456])(
    '%s cents',
    (cents) => {
      expect(formatBRL(cents)).toBe(intl.format(cents / 100).replace(/\u00a0/g, ' '));
    },
  );
});
