import { getTimezoneByState } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, timeZoneForState } from './time-zones';

const STATES = 'AC AL AM AP BA CE DF ES GO MA MG MS MT PA PB PE PI PR RJ RN RO RR RS SC SE SP TO'.split(' ');

describe('timeZoneForState', () => {
  it.each(STATES)('gives %s the zone @brazilian-utils gives its capital', (state) => {
    expect(timeZoneForState(state)).toBe(getTimezoneByState(state as never) || DEFAULT_TIME_ZONE);
  });

  it('reads a lowercase or padded state, and falls back to Brasília for none', () => {
    expect(timeZoneForState(' mt ')).toBe('America/Cuiaba');
    expect(timeZoneForState('')).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneForState(null)).toBe(DEFAULT_TIME_ZONE);
  });
});
