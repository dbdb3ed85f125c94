import { describe, expect, it } from 'vitest';
import { isValidCustomerPhone, normalizeCustomerPhone } from './customer-phone';

describe('customer phones', () => {
  it.each([
    ['(11) 99999-8888', '5511999998888', true],
    ['+55 11 99999-8888', '5511999998888', true],
    ['5511999998888', '5511999998888', true],
    ['11 3333-4444', '551133334444', true],
    ['+351 912 345 678', '351912345678', true],
    ['(01) 99999-8888', '5501999998888', false],
    ['99999-8888', '999998888', false],
    ['', '', false],
  ])('%s -> %s (valid %s)', (typed, digits, valid) => {
    expect(normalizeCustomerPhone(typed)).toBe(digits);
    expect(isValidCustomerPhone(typed)).toBe(valid);
  });
});
