import { describe, expect, it } from 'vitest';
import { lastDayKeys, reportPeriods, zonedDateKey, zonedHour, zonedMidnight } from './periods';

const iso = (date: Date) => date.toISOString();

describe('zonedMidnight', () => {
  it.each([
    // São Paulo is UTC-3 since 2019: midnight there is 03:00 UTC.
    [2024, 5, 13, '2024-05-13T03:00:00.000Z'],
    // Day 0 is the last day of the month before; month 0 is December of the year before.
    [2024, 3, 0, '2024-02-29T03:00:00.000Z'],
    [2024, 0, 1, '2023-12-01T03:00:00.000Z'],
    [2024, 1, -5, '2023-12-26T03:00:00.000Z'],
    // Daylight saving (until 2019) moved midnight: summer days started at 02:00 UTC ...
    [2018, 12, 25, '2018-12-25T02:00:00.000Z'],
    // ... and on the day it began, clocks jumped from 00:00 to 01:00, so the day began at 03:00 UTC.
    [2018, 11, 4, '2018-11-04T03:00:00.000Z'],
    // On the day it ended, 23:00 came twice on the 16th and the 17th began at 03:00 UTC.
    [2019, 2, 17, '2019-02-17T03:00:00.000Z'],
  ])('%i-%i-%i starts at %s', (year, month, day, expected) => {
    expect(iso(zonedMidnight(year, month, day))).toBe(expected);
  });
});

describe('zonedDateKey', () => {
  it.each([
    ['2024-05-13T02:59:59.999Z', '2024-05-12'],
    ['2024-05-13T03:00:00.000Z', '2024-05-13'],
    ['2024-12-31T23:30:00.000Z', '2024-12-31'],
    ['2025-01-01T02:30:00.000Z', '2024-12-31'],
  ])('%s falls on %s in São Paulo', (instant, key) => {
    expect(zonedDateKey(new Date(instant))).toBe(key);
  });
});

describe('reportPeriods', () => {
  // Wednesday 15 May 2024, 14:30 in São Paulo.
  const now = new Date('2024-05-15T17:30:00.000Z');
  const periods = reportPeriods(now);

  it.each([
    ['daily', '2024-05-15T03:00:00.000Z', '2024-05-14T03:00:00.000Z', '2024-05-14T17:30:00.000Z'],
    ['weekly', '2024-05-09T03:00:00.000Z', '2024-05-02T03:00:00.000Z', '2024-05-08T17:30:00.000Z'],
    ['monthly', '2024-05-01T03:00:00.000Z', '2024-04-01T03:00:00.000Z', '2024-04-15T17:30:00.000Z'],
  ] as const)('%s runs from %s until now, against %s to %s', (kind, start, previousStart, previousEnd) => {
    const { current, previous } = periods[kind];
    expect([iso(current.start), iso(current.end)]).toEqual([start, iso(now)]);
    expect([iso(previous.start), iso(previous.end)]).toEqual([previousStart, previousEnd]);
  });

  it('counts "today" from midnight in São Paulo even when UTC is already on the next day', () => {
    const lateEvening = new Date('2024-05-16T01:00:00.000Z'); // 22:00 on the 15th in São Paulo
    expect(iso(reportPeriods(lateEvening).daily.current.start)).toBe('2024-05-15T03:00:00.000Z');
  });

  it('never lets the previous month run into the current one', () => {
    const endOfMarch = new Date('2024-03-31T20:00:00.000Z');
    const { current, previous } = reportPeriods(endOfMarch).monthly;
    expect(iso(previous.start)).toBe('2024-02-01T03:00:00.000Z');
    expect(iso(previous.end)).toBe(iso(current.start));
  });

  it('compares January with December of the year before', () => {
    const { previous } = reportPeriods(new Date('2024-01-10T12:00:00.000Z')).monthly;
    expect(iso(previous.start)).toBe('2023-12-01T03:00:00.000Z');
  });
});

describe('series days', () => {
  const now = new Date('2024-03-02T10:00:00.000Z');

  it('lists the last days oldest first, across a month end', () => {
    expect(lastDayKeys(now, 4)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
  });

  it('counts back as many days as asked', () => {
    expect(lastDayKeys(now, 30)).toHaveLength(30);
    expect(lastDayKeys(now, 30)[0]).toBe('2024-02-02');
  });
});

describe('zoned hours', () => {
  it("gives the hour an instant falls in on the zone's clock, and when it began", () => {
    // 22:47:13.5 in UTC is 19:47 in São Paulo and 18:47 in Manaus.
    const instant = new Date('2024-05-13T22:47:13.500Z');
    expect(zonedHour(instant)).toEqual({
      wall: '2024-05-13 19:00:00',
      start: new Date('2024-05-13T22:00:00.000Z'),
    });
    expect(zonedHour(instant, 'America/Manaus').wall).toBe('2024-05-13 18:00:00');
    // Just after midnight UTC is still the evening before in Brazil.
    expect(zonedHour(new Date('2024-05-14T00:10:00.000Z')).wall).toBe('2024-05-13 21:00:00');
  });
});
