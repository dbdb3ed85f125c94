import { describe, expect, it } from 'vitest';
import { formatPoints } from './points';

describe('formatPoints', () => {
  it('says ponto for one and pontos otherwise', () => {
    expect(formatPoints(1)).toBe('1 ponto');
    expect(formatPoints(2)).toBe('2 pontos');
    expect(formatPoints(0)).toBe('0 pontos');
    expect(formatPoints(1500)).toBe('1.500 pontos');
  });
});

describe('formatPoints with the thousands point (issue 32, item 30)', () => {
  it('writes 3181 as 3.181 and a million as 1.000.000', () => {
    expect(formatPoints(3181)).toBe('3.181 pontos');
    expect(formatPoints(1_000_000)).toBe('1.000.000 pontos');
    expect(formatPoints(-1200)).toBe('-1.200 pontos');
  });
});
