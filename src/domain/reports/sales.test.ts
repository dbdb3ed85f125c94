import { describe, expect, it } from 'vitest';
import {
  averageTicketCents,
  fillDailySeries,
  growthPercent,
  salesGrowth,
  salesSummary,
  sharePercent,
} from './sales';

describe('averageTicketCents', () => {
  it.each([
    [10_000, 4, 2_500],
    [10_000, 3, 3_333],
    [200, 3, 67], // 66.67 rounds half up
    [5_000, 0, 0],
    [0, 0, 0],
  ])('%i cents over %i orders is %i', (totalCents, orders, expected) => {
    expect(averageTicketCents({ totalCents, orders })).toBe(expected);
  });
});

describe('growthPercent', () => {
  it.each([
    [115, 100, 15],
    [92, 100, -8],
    [100, 100, 0],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [0, 50, -100],
    [50, 0, null],
    [0, 0, null],
  ])('%i against %i is %s%', (current, previous, expected) => {
    expect(growthPercent(current, previous)).toBe(expected);
  });
});

describe('salesSummary and salesGrowth', () => {
  it('gives money as decimal strings and growth for total, orders and average ticket', () => {
    expect(salesSummary({ totalCents: 12_345, orders: 2 })).toEqual({
      total: '123.45',
      orders: 2,
      avgTicket: '61.73',
    });
    expect(salesGrowth({ totalCents: 20_000, orders: 4 }, { totalCents: 10_000, orders: 4 })).toEqual({
      total: 100,
      orders: 0,
      avgTicket: 100,
    });
  });
});

describe('fillDailySeries', () => {
  it('keeps the order of the days and fills the days without sales with zeros', () => {
    const series = fillDailySeries(
      ['2024-05-13', '2024-05-14', '2024-05-15'],
      [
        { date: '2024-05-15', totalCents: 4_990, orders: 1 },
        { date: '2024-05-13', totalCents: 10_050, orders: 3 },
      ],
    );
    expect(series).toEqual([
      { date: '2024-05-13', total: '100.50', orders: 3 },
      { date: '2024-05-14', total: '0.00', orders: 0 },
      { date: '2024-05-15', total: '49.90', orders: 1 },
    ]);
  });
});

describe('sharePercent', () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [5, 0, 0],
    [10, 10, 100],
  ])('%i of %i is %d%%', (part, whole, expected) => {
    expect(sharePercent(part, whole)).toBe(expected);
  });
});
