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
