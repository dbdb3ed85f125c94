import { describe, expect, it } from 'vitest';
import { canAnswerRefund, refundAnswerSchema, refundLabel } from './keeta-refund';

describe('Keeta refund rules', () => {
  it('lets only an open Keeta refund request be answered', () => {
    expect(canAnswerRefund('keeta', 'USER_REFUND_REQUEST')).toBe(true);
    expect(canAnswerRefund('keeta', 'REFUND_ACCEPTED')).toBe(false);
    expect(canAnswerRefund('open_delivery', 'USER_REFUND_REQUEST')).toBe(false);
  });

  it('takes a rejection only with a documented code and a reason', () => {
    expect(refundAnswerSchema.safeParse({ accept: true }).success).toBe(true);
    expect(
      refundAnswerSchema.safeParse({ accept: false, code: 'OTHER', reason: 'Pedido entregue' }).success,
    ).toBe(true);
    expect(refundAnswerSchema.safeParse({ accept: false, code: 'OTHER', reason: ' ' }).success).toBe(false);
    expect(refundAnswerSchema.safeParse({ accept: false, code: 'NOPE', reason: 'x' }).success).toBe(false);
  });

  it.each([
    ['USER_REFUND_REQUEST', 'O cliente pediu reembolso'],
    ['REFUNDED', 'Reembolsado pela Keeta'],
    ['REFUND_FAILED', 'O reembolso falhou na Keeta'],
    ['CONFIRMED', null],
    [null, null],
  ])('labels %s as %s', (status, label) => {
    expect(refundLabel(status)).toBe(label);
  });
});
