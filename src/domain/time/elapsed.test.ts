import { describe, expect, it } from 'vitest';
import { elapsedLabel } from './elapsed';

describe('elapsedLabel', () => {
  const now = new Date('2024-05-15T12:00:00.000Z');
  it.each([
    ['2024-05-15T11:59:40.000Z', 'agora'],
    ['2024-05-15T12:05:00.000Z', 'agora'],
    ['2024-05-15T11:55:00.000Z', 'há 5 min'],
    ['2024-05-15T11:00:00.000Z', 'há 1 h'],
    ['2024-05-15T10:55:00.000Z', 'há 1 h 5 min'],
    ['2024-05-15T10:40:00.000Z', 'há 1 h 20 min'],
    ['2024-05-14T11:00:00.000Z', 'há 1 dia'],
    ['2024-05-12T11:00:00.000Z', 'há 3 dias'],
  ])('%s -> %s', (since, label) => {
    expect(elapsedLabel(since, now)).toBe(label);
  });
});
