import { describe, expect, it } from 'vitest';
import {
  CONSUMER_CANCELLATION_DENY_REASONS,
  canAnswerConsumerCancellation,
  consumerCancellationAnswerSchema,
  consumerCancellationLabel,
  consumerCancellationStatusOf,
  externalStatusAfter,
} from './open-delivery-consumer-cancellation';

describe("the diner's cancellation request on bare Open Delivery", () => {
  it('can be answered only while pending on a bare Open Delivery order that is not finished', () => {
    const pending = {
      orderSource: 'open_delivery',
      status: 'preparing' as const,
      externalStatus: 'ORDER_CANCELLATION_REQUEST',
    };
    expect(canAnswerConsumerCancellation(pending)).toBe(true);
    expect(canAnswerConsumerCancellation({ ...pending, status: 'pending' })).toBe(true);
    expect(canAnswerConsumerCancellation({ ...pending, status: 'delivered' })).toBe(false);
    expect(canAnswerConsumerCancellation({ ...pending, status: 'cancelled' })).toBe(false);
    expect(canAnswerConsumerCancellation({ ...pending, externalStatus: 'CANCELLED_DENIED' })).toBe(false);
    expect(canAnswerConsumerCancellation({ ...pending, externalStatus: null })).toBe(false);
    // Keeta never sends the request (it negotiates refunds): a Keeta order is never answerable.
    expect(canAnswerConsumerCancellation({ ...pending, orderSource: 'keeta' })).toBe(false);
    expect(canAnswerConsumerCancellation({ ...pending, orderSource: 'ifood' })).toBe(false);
  });

  it('denies only with one of the two documented codes and a reason', () => {
    expect(consumerCancellationAnswerSchema.safeParse({ accept: true }).success).toBe(true);
    const denied = consumerCancellationAnswerSchema.safeParse({
      accept: false,
      code: 'OUT_FOR_DELIVERY',
      reason: '  Já saiu com o entregador ',
    });
    expect(denied.data).toEqual({
      accept: false,
      code: 'OUT_FOR_DELIVERY',
      reason: 'Já saiu com o entregador',
    });
    expect(
      consumerCancellationAnswerSchema.safeParse({ accept: false, code: 'DISH_ALREADY_DONE', reason: ' ' })
        .success,
    ).toBe(false);
    // OTHER is Keeta's refund code, not the standard's RequestDenied.
    const other = consumerCancellationAnswerSchema.safeParse({ accept: false, code: 'OTHER', reason: 'x' });
    expect(other.error?.issues[0]?.message).toBe('Escolha o motivo da recusa');
    expect(consumerCancellationAnswerSchema.safeParse({}).success).toBe(false);
  });

  it('names the two codes in Portuguese', () => {
    expect(CONSUMER_CANCELLATION_DENY_REASONS).toEqual([
      { code: 'DISH_ALREADY_DONE', description: 'O prato já está pronto' },
      { code: 'OUT_FOR_DELIVERY', description: 'O pedido já saiu para entrega' },
    ]);
  });

  it.each([
    ['ORDER_CANCELLATION_REQUEST', 'O cliente pediu para cancelar'],
    ['ORDER_CANCELLATION_ACCEPTED', 'Cancelamento pedido pelo cliente: aceito'],
    ['CANCELLED_DENIED', 'Cancelamento pedido pelo cliente: recusado'],
    ['CONFIRMED', null],
    [null, null],
  ])('labels %s as %s', (status, label) => {
    expect(consumerCancellationLabel('open_delivery', status)).toBe(label);
    expect(consumerCancellationLabel('keeta', status)).toBeNull();
  });

  it("folds the prose's CANCELLATION_DENIED into the enum's CANCELLED_DENIED", () => {
    expect(consumerCancellationStatusOf('CANCELLATION_DENIED')).toBe('CANCELLED_DENIED');
    expect(consumerCancellationStatusOf('CANCELLED_DENIED')).toBe('CANCELLED_DENIED');
    expect(consumerCancellationStatusOf('ORDER_CANCELLATION_REQUEST')).toBe('ORDER_CANCELLATION_REQUEST');
    expect(consumerCancellationStatusOf('DISPATCHED')).toBe('DISPATCHED');
  });

  it('keeps a pending request through later status changes until it is settled', () => {
    const pending = 'ORDER_CANCELLATION_REQUEST';
    expect(externalStatusAfter(pending, 'CONFIRMED')).toBe(pending);
    expect(externalStatusAfter(pending, 'DISPATCHED')).toBe(pending);
    expect(externalStatusAfter(pending, 'Falha ao sincronizar (confirm)')).toBe(pending);
    expect(externalStatusAfter(pending, 'CANCELLED')).toBe('CANCELLED');
    expect(externalStatusAfter(pending, 'CANCELLATION_DENIED')).toBe('CANCELLED_DENIED');
    expect(externalStatusAfter('CONFIRMED', 'ORDER_CANCELLATION_REQUEST')).toBe(pending);
    expect(externalStatusAfter('CANCELLED_DENIED', 'DISPATCHED')).toBe('DISPATCHED');
    expect(externalStatusAfter(null, 'CREATED')).toBe('CREATED');
  });
});
