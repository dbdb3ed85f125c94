import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, toCoordinates } from './distance';

describe('distanceKm', () => {
  it('measures São Paulo (Sé) to Rio de Janeiro (Centro) at about 361 km', () => {
    const km = distanceKm(
      { latitude: -23.5505, longitude: -46.6333 },
      { latitude: -22.9068, longitude: -43.1729 },
    );
    expect(km).toBeGreaterThan(355);
    expect(km).toBeLessThan(365);
  });

  it('is 0 for the same point and symmetric', () => {
    const a = { latitude: -23.56, longitude: -46.65 };
    const b = { latitude: -23.57, longitude: -46.64 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 10);
  });
});

describe('formatDistance', () => {
  it.each([
    [0.0504, '50 m'],
    [0.999, '999 m'],
    [1, '1,0 km'],
    [2.449, '2,4 km'],
    [12.35, '12,3 km'],
  ])('%s km -> %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});

describe('toCoordinates', () => {
  it.each([
    ['-23.5', '-46.6', { latitude: -23.5, longitude: -46.6 }],
    [null, '-46.6', null],
    ['', '', null],
    ['abc', '1', null],
  ])('%s,%s -> %o', (lat, lon, expected) => {
    expect(toCoordinates(lat, lon)).toEqual(expected);
  });
});
