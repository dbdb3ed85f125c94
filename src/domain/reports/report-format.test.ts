import { describe, expect, it } from 'vitest';
import { displayCell } from './report-format';

describe('displayCell', () => {
  it.each([
    ['1234.50', 'money', 'R$ 1.234,50'],
    ['-5.00', 'money', '-R$ 5,00'],
    [12.5, 'percent', '12,5%'],
    [1234567, 'integer', '1.234.567'],
    ['Pizza', 'text', 'Pizza'],
    [null, 'money', '—'],
  ] as const)('%s as %s reads %s', (value, kind, expected) => {
    expect(displayCell(value, kind)).toBe(expected);
  });
});
