import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateRangeQuerySchema,
  parseDateKey,
  presetRange,
  previousRange,
  rangeDays,
  rangeLabel,
  rangePeriod,
  rangeSlug,
} from './report-range';

describe('rangePeriod', () => {
  it.each([
    // São Paulo midnight is 03:00 UTC; the end is midnight after the last day.
    ['2024-05-01', '2024-05-31', '2024-05-01T03:00:00.000Z', '2024-06-01T03:00:00.000Z'],
    ['2024-12-31', '2024-12-31', '2024-12-31T03:00:00.000Z', '2025-01-01T03:00:00.000Z'],
    ['2024-02-28', '2024-02-29', '2024-02-28T03:00:00.000Z', '2024-03-01T03:00:00.000Z'],
  ])('%s..%s covers [%s, %s)', (from, to, start, end) => {
    const period = rangePeriod({ from, to });
    expect(period.start.toISOString()).toBe(start);
    expect(period.end.toISOString()).toBe(end);
  });
});

describe('presetRange', () => {
  // Wednesday 15 May 2024, 01:30 in São Paulo (04:30 UTC), and 23:30 on the 14th (02:30 UTC on the 15th).
  const morning = new Date('2024-05-15T04:30:00.000Z');
  const lateNight = new Date('2024-05-15T02:30:00.000Z');
  it.each([
    ['today', morning, '2024-05-15', '2024-05-15'],
    ['today', lateNight, '2024-05-14', '2024-05-14'],
    ['yesterday', morning, '2024-05-14', '2024-05-14'],
    ['last7', morning, '2024-05-09', '2024-05-15'],
    ['last30', morning, '2024-04-16', '2024-05-15'],
    ['thisMonth', morning, '2024-05-01', '2024-05-15'],
    ['lastMonth', morning, '2024-04-01', '2024-04-30'],
    ['lastMonth', new Date('2024-01-10T12:00:00Z'), '2023-12-01', '2023-12-31'],
    ['last12Months', morning, '2023-05-17', '2024-05-15'],
  ] as const)('%s at %s is %s..%s', (preset, now, from, to) => {
    expect(presetRange(preset, now)).toEqual({ from, to });
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
  ])('%s + %i days is %s', (key, days, expected) => {
    expect(addDays(key, days)).toBe(expected);
  });

  it('counts days, labels and slugs', () => {
    expect(rangeDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(previousRange({ from: '2024-05-08', to: '2024-05-14' })).toEqual({
      from: '2024-05-01',
      to: '2024-05-07',
    });
    expect(rangeLabel({ from: '2024-05-01', to: '2024-05-31' })).toBe('01/05/2024 a 31/05/2024');
    expect(rangeLabel({ from: '2024-05-13', to: '2024-05-13' })).toBe('13/05/2024');
    expect(rangeSlug({ from: '2024-05-01', to: '2024-05-31' })).toBe('2024-05-01-a-2024-05-31');
    expect(rangeSlug({ from: '2024-05-13', to: '2024-05-13' })).toBe('2024-05-13');
    expect(parseDateKey('2023-02-29')).toBeNull();
  });
});

describe('dateRangeQuerySchema', () => {
  it.each([
    [{}, true],
    [{ from: '2024-01-01', to: '2024-12-31' }, true],
    [{ from: '2023-01-01', to: '2024-01-02' }, false],
    [{ from: '2024-05-02', to: '2024-05-01' }, false],
    [{ from: '2024-05-01' }, false],
    [{ from: '01/05/2024', to: '2024-05-02' }, false],
  ])('%o valid: %s', (query, valid) => {
    expect(dateRangeQuerySchema.safeParse(query).success).toBe(valid);
  });

  it('explains the 366-day limit in Portuguese', () => {
    const result = dateRangeQuerySchema.safeParse({ from: '2023-01-01', to: '2024-12-31' });
    expect(result.error?.issues[0]?.message).toBe('O período deve ter no máximo 366 dias');
  });
});
