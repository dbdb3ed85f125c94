import { describe, expect, it } from 'vitest';
import { closedNotice, formatNextOpening } from './closed-notice';

// 2026-11-20 is a Friday; São Paulo is UTC-3.
const now = new Date('2026-11-20T13:00:00Z'); // Friday 10:00

describe('formatNextOpening', () => {
  it.each([
    ['2026-11-20T21:00:00Z', 'hoje às 18:00'],
    ['2026-11-21T02:30:00Z', 'hoje às 23:30'],
    ['2026-11-21T03:00:00Z', 'amanhã às 00:00'],
    ['2026-11-21T14:00:00Z', 'amanhã às 11:00'],
    ['2026-11-24T14:00:00Z', 'terça-feira às 11:00'],
    ['2026-11-27T14:00:00Z', '27/11 às 11:00'],
  ])('%s -> %s', (iso, text) => {
    expect(formatNextOpening(new Date(iso), now)).toBe(text);
  });
});

describe('closedNotice', () => {
  it.each([
    [
      'closed',
      '2026-11-20T21:00:00Z',
      'Abre hoje às 18:00. Você pode ver o cardápio, mas os pedidos estão desligados.',
    ],
    [
      'paused',
      '2026-11-20T14:30:00Z',
      'O restaurante pausou os pedidos. Volta a receber pedidos hoje às 11:30.',
    ],
    ['closed', null, 'O restaurante não está recebendo pedidos agora.'],
    ['paused', null, 'O restaurante pausou os pedidos por alguns instantes.'],
  ] as const)('%s until %s', (reason, next, text) => {
    expect(closedNotice(reason, next, now)).toBe(text);
  });
});
