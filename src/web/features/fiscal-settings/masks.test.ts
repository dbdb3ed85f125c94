import { describe, expect, it } from 'vitest';
import { maskCest, maskCnpj, maskNcm } from './masks';

describe('fiscal masks', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['112', '11.2'],
    ['11222333', '11.222.333'],
    ['112223330001', '11.222.333/0001'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['11222333000181999', '11.222.333/0001-81'],
    ['', ''],
  ])('writes the CNPJ %s as %s', (typed, shown) => expect(maskCnpj(typed)).toBe(shown));

  it('writes NCM and CEST with their dots, digits only', () => {
    expect(maskNcm('21069090')).toBe('2106.90.90');
    expect(maskNcm('2106.9')).toBe('2106.9');
    expect(maskNcm('2106909099')).toBe('2106.90.90');
    expect(maskCest('0301100')).toBe('03.011.00');
    expect(maskCest('03a0')).toBe('03.0');
  });
});
