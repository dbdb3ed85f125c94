import { describe, expect, it } from 'vitest';
import { nextPixCheckAt, pixCheckDelayMs, pixExpiryNote } from './pix-charge';

describe('pixCheckDelayMs', () => {
  it.each([
    [0, 15_000],
    [3, 15_000],
    [4, 30_000],
    [8, 60_000],
    [12, 120_000],
    [16, 240_000],
    [20, 300_000],
    [500, 300_000],
    [-1, 15_000],
  ])('after %i reads waits %i ms', (checks, delay) => {
    expect(pixCheckDelayMs(checks)).toBe(delay);
  });
});

describe('nextPixCheckAt', () => {
  const expiresAt = new Date('2026-11-25T17:30:00Z');
  it.each([
    ['no expiry: the backoff alone', '2026-11-25T17:00:00Z', 0, null, '2026-11-25T17:00:15.000Z'],
    ['well before the expiry', '2026-11-25T17:00:00Z', 8, expiresAt, '2026-11-25T17:01:00.000Z'],
    ['the backoff would pass the expiry', '2026-11-25T17:29:00Z', 20, expiresAt, '2026-11-25T17:31:00.000Z'],
    [
      'just after the expiry, still waiting',
      '2026-11-25T17:31:00Z',
      20,
      expiresAt,
      '2026-11-25T17:36:00.000Z',
    ],
    ['long past the expiry: stop', '2026-11-25T17:45:00Z', 20, expiresAt, null],
  ] as const)('%s', (_case, now, checks, expiry, expected) => {
    expect(nextPixCheckAt(new Date(now), checks, expiry)?.toISOString() ?? null).toBe(expected);
  });
});

describe('pixExpiryNote', () => {
  const expiresAt = '2026-11-25T17:32:00Z';
  const before = new Date('2026-11-25T17:10:00Z');
  const after = new Date('2026-11-25T17:33:00Z');
  it.each([
    ['waiting, before the expiry (Brasília time)', 'pending', before, 'PIX expira às 14:32'],
    ['waiting, past the expiry before Mercado Pago says so', 'pending', after, 'PIX expirado'],
    ['cancelled by Mercado Pago at the expiry', 'cancelled', after, 'PIX expirado'],
    ['cancelled before the expiry (the order was cancelled)', 'cancelled', before, null],
    ['paid', 'approved', after, null],
    ['refunded', 'refunded', after, null],
  ] as const)('%s', (_case, status, now, note) => {
    expect(pixExpiryNote({ status, expiresAt }, now)).toBe(note);
  });

  it("uses the restaurant's clock", () => {
    expect(pixExpiryNote({ status: 'pending', expiresAt }, before, 'America/Manaus')).toBe(
      'PIX expira às 13:32',
    );
  });

  it('says nothing without an expiry', () => {
    expect(pixExpiryNote({ status: 'pending', expiresAt: null }, before)).toBeNull();
  });
});
