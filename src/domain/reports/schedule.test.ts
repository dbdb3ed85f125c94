import { describe, expect, it } from 'vitest';
import { nextRun, retryAt, scheduledRange, scheduleSchema, splitRecipients } from './schedule';

// 07:00 in São Paulo is 10:00 UTC. 15 May 2024 was a Wednesday.
describe('nextRun', () => {
  it.each([
    ['daily', '2024-05-15T09:59:59.000Z', '2024-05-15T10:00:00.000Z'],
    ['daily', '2024-05-15T10:00:00.000Z', '2024-05-16T10:00:00.000Z'],
    ['daily', '2024-05-16T02:30:00.000Z', '2024-05-16T10:00:00.000Z'],
    ['weekly', '2024-05-15T12:00:00.000Z', '2024-05-20T10:00:00.000Z'],
    ['weekly', '2024-05-20T09:00:00.000Z', '2024-05-20T10:00:00.000Z'],
    ['weekly', '2024-05-20T10:00:00.000Z', '2024-05-27T10:00:00.000Z'],
    ['monthly', '2024-05-15T12:00:00.000Z', '2024-06-01T10:00:00.000Z'],
    ['monthly', '2024-12-31T23:00:00.000Z', '2025-01-01T10:00:00.000Z'],
    ['monthly', '2024-06-01T10:00:00.000Z', '2024-07-01T10:00:00.000Z'],
  ] as const)('%s after %s is %s', (frequency, after, expected) => {
    expect(nextRun(frequency, new Date(after)).toISOString()).toBe(expected);
  });
});

describe('scheduledRange', () => {
  it.each([
    ['daily', '2024-05-15T10:00:00.000Z', '2024-05-14', '2024-05-14'],
    ['weekly', '2024-05-20T10:00:00.000Z', '2024-05-13', '2024-05-19'],
    ['monthly', '2024-06-01T10:00:00.000Z', '2024-05-01', '2024-05-31'],
    ['monthly', '2024-01-01T10:05:00.000Z', '2023-12-01', '2023-12-31'],
  ] as const)('%s run at %s covers %s..%s', (frequency, runAt, from, to) => {
    expect(scheduledRange(frequency, new Date(runAt))).toEqual({ from, to });
  });
});

describe('retryAt', () => {
  const now = new Date('2024-05-15T10:00:00.000Z');
  it.each([
    [1, '2024-05-15T10:05:00.000Z'],
    [2, '2024-05-15T10:30:00.000Z'],
    [3, '2024-05-15T12:00:00.000Z'],
    [4, null],
  ])('failure %i retries at %s', (failures, expected) => {
    expect(retryAt(failures, now)?.toISOString() ?? null).toBe(expected);
  });
});

describe('scheduleSchema', () => {
  const base = { templateId: 't1', name: 'Vendas da semana', frequency: 'weekly' };
  it.each([
    [['dono@exemplo.com.br'], true],
    [['Dono@Exemplo.com.br', 'socio@exemplo.com.br'], true],
    [[], false],
    [['nao-e-email'], false],
    [['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com', 'f@x.com'], false],
    [['a@x.com', 'A@x.com'], false],
  ])('recipients %o valid: %s', (emailTo, valid) => {
    expect(scheduleSchema.safeParse({ ...base, emailTo }).success).toBe(valid);
  });

  it('splits typed recipients', () => {
    expect(splitRecipients('a@x.com, b@y.com;c@z.com  d@w.com')).toEqual([
      'a@x.com',
      'b@y.com',
      'c@z.com',
      'd@w.com',
    ]);
  });
});
