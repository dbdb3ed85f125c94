import { describe, expect, it } from 'vitest';
import { rappiCancelNeedsSupport, rappiTakeTimeLeftMs } from './rappi-take';

const createdAt = '2026-12-02T12:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('rappiTakeTimeLeftMs', () => {
  it.each([
    ['pending Rappi, 1 min in, 360 s', 'rappi', 'pending', 360, '2026-12-02T12:01:00.000Z', 300_000],
    ['pending Rappi, at the deadline', 'rappi', 'pending', 360, '2026-12-02T12:06:00.000Z', 0],
    ['pending Rappi, past it', 'rappi', 'pending', 240, '2026-12-02T12:05:00.000Z', -60_000],
    ['taken Rappi: no deadline', 'rappi', 'confirmed', 360, '2026-12-02T12:01:00.000Z', null],
    ['pending iFood: not this rule', 'ifood', 'pending', 360, '2026-12-02T12:01:00.000Z', null],
    ['direct order', 'direct', 'pending', 360, '2026-12-02T12:01:00.000Z', null],
  ] as const)('%s', (_name, orderSource, status, seconds, now, expected) => {
    expect(rappiTakeTimeLeftMs({ orderSource, status, createdAt }, seconds, at(now))).toBe(expected);
  });
});

describe('rappiCancelNeedsSupport', () => {
  it.each([
    ['rappi', 'pending', false],
    ['rappi', 'confirmed', true],
    ['rappi', 'preparing', true],
    ['rappi', 'ready', true],
    ['ifood', 'confirmed', false],
    ['direct', 'preparing', false],
  ] as const)('%s %s → %s', (orderSource, status, expected) => {
    expect(rappiCancelNeedsSupport({ orderSource, status })).toBe(expected);
  });
});
