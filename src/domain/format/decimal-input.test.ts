import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimalInput } from './decimal-input';

describe('parseDecimalInput: what a Brazilian owner types', () => {
  it.each([
    ['3,20', 3.2],
    ['1.234,56', 1234.56],
    ['R$ 5,00', 5],
    ['12,5%', 12.5],
    ['3.20', 3.2],
    [' 7 ', 7],
    ['-23,5505', -23.5505],
    [4.5, 4.5],
  ])('%s -> %s', (typed, expected) => {
    expect(parseDecimalInput(typed)).toBe(expected);
  });

  it.each([['abc'], [''], ['3,2,1'], ['1e5'], [Number.NaN], [null]])('refuses %s', (typed) => {
    expect(parseDecimalInput(typed)).toBeNull();
  });
});

describe('formatDecimalInput: a stored decimal shown in a field', () => {
  it('writes a decimal comma', () => {
    expect(formatDecimalInput('5.00')).toBe('5');
    expect(formatDecimalInput('5.00', 2)).toBe('5,00');
    expect(formatDecimalInput('1.00', 2)).toBe('1,00');
    expect(formatDecimalInput('1.5')).toBe('1,5');
    expect(formatDecimalInput(null)).toBe('');
  });
});
