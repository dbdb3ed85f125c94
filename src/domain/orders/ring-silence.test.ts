import { describe, expect, it } from 'vitest';
import { isSilent, MAX_SILENCE_MS, type RingSilence, type SilenceChoice, startSilence } from './ring-silence';

const NOW = Date.UTC(2026, 10, 27, 18, 0);
const MIN = 60_000;

describe('startSilence', () => {
  it.each<[SilenceChoice, number | null, RingSilence]>([
    ['next-order', null, { until: NOW + MAX_SILENCE_MS, heard: ['a', 'b'] }],
    ['15-min', null, { until: NOW + 15 * MIN, heard: null }],
    ['1-hour', null, { until: NOW + 60 * MIN, heard: null }],
    ['shift-end', NOW + 4 * 60 * MIN, { until: NOW + 4 * 60 * MIN, heard: null }],
    ['shift-end', NOW + 20 * 60 * MIN, { until: NOW + MAX_SILENCE_MS, heard: null }],
    ['shift-end', null, { until: NOW + MAX_SILENCE_MS, heard: null }],
  ])('%s (shift ends %s)', (choice, shiftEnd, expected) => {
    expect(startSilence(choice, NOW, ['a', 'b'], shiftEnd)).toEqual(expected);
  });
});

describe('isSilent', () => {
  const untilNext = startSilence('next-order', NOW, ['a']);
  const quarter = startSilence('15-min', NOW, ['a']);
  it.each<[string, RingSilence | null, number, string[], boolean]>([
    ['no silence', null, NOW, ['a'], false],
    ['the same orders still waiting', untilNext, NOW + 5 * MIN, ['a'], true],
    ['an order handled, none new', untilNext, NOW + 5 * MIN, [], true],
    ['a new order arrived', untilNext, NOW + 5 * MIN, ['a', 'c'], false],
    ['a shift later, no new order', untilNext, NOW + MAX_SILENCE_MS, ['a'], false],
    ['15 minutes, new orders included', quarter, NOW + 14 * MIN, ['a', 'c'], true],
    ['15 minutes passed', quarter, NOW + 15 * MIN, ['a'], false],
    ['a stored silence beyond a shift', { until: NOW + 2 * MAX_SILENCE_MS, heard: null }, NOW, [], false],
  ])('%s', (_, silence, now, waiting, expected) => {
    expect(isSilent(silence, now, waiting)).toBe(expected);
  });
});
