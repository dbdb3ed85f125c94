import { describe, expect, it } from 'vitest';
import { orderNumber } from '../orders/order-number';
import { inviteState } from './invites';
import { describeStaffAction, staffLabel, timeAgo } from './staff-actions';

const orderId = '3f2a9c1e-0000-4000-8000-00000a1b2c3d';
const number = `#${orderNumber(orderId)}`;

describe('the audit trail in words', () => {
  it('names the person with their role', () => {
    expect(staffLabel('Ana', 'garcom')).toBe('Ana (Garçom)');
  });

  it.each([
    ['preparing', `mudou o pedido ${number} para Em preparo`],
    ['ready', `mudou o pedido ${number} para Pronto`],
    ['confirmed', `mudou o pedido ${number} para Confirmado`],
    ['delivered', `mudou o pedido ${number} para Entregue`],
    [null, `mudou o status do pedido ${number}`],
  ])('says a status change to %s', (detail, text) => {
    expect(
      describeStaffAction({ action: 'PATCH /api/orders/:orderId/status', subjectId: orderId, detail }),
    ).toBe(text);
  });

  it('says a cancellation with the reason kept on the order', () => {
    const facts = { action: 'PATCH /api/orders/:orderId/status', subjectId: orderId, detail: 'cancelled' };
    expect(describeStaffAction({ ...facts, reason: 'Cliente desistiu' })).toBe(
      `cancelou o pedido ${number} (motivo: Cliente desistiu)`,
    );
    expect(describeStaffAction({ ...facts, reason: null })).toBe(`cancelou o pedido ${number}`);
  });

  it('says a counter order, a payment and a route without its own words', () => {
    expect(
      describeStaffAction({ action: 'POST /api/restaurants/:id/orders', subjectId: orderId, detail: null }),
    ).toBe(`registrou o pedido ${number}`);
    expect(
      describeStaffAction({ action: 'POST /api/orders/:orderId/paid', subjectId: orderId, detail: null }),
    ).toBe(`marcou o pedido ${number} como pago`);
    expect(
      describeStaffAction({ action: 'PUT /api/restaurants/:id/whatever', subjectId: null, detail: null }),
    ).toBe('alterou um dado no painel');
  });

  it('says how long ago', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(timeAgo(new Date('2026-11-28T11:59:40Z'), now)).toBe('agora');
    expect(timeAgo(new Date('2026-11-28T11:55:00Z'), now)).toBe('há 5 min');
    expect(timeAgo(new Date('2026-11-28T09:30:00Z'), now)).toBe('há 2 h');
    expect(timeAgo(new Date('2026-11-27T11:00:00Z'), now)).toBe('há 1 dia');
    expect(timeAgo(new Date('2026-11-20T12:00:00Z'), now)).toBe('há 8 dias');
  });
});

describe('an invitation’s state', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const base = { acceptedAt: null, cancelledAt: null, expiresAt: new Date('2026-12-01T00:00:00Z') };
  it('is pending until accepted, cancelled or expired', () => {
    expect(inviteState(base, now)).toBe('pending');
    expect(inviteState({ ...base, acceptedAt: now }, now)).toBe('accepted');
    expect(inviteState({ ...base, cancelledAt: now }, now)).toBe('cancelled');
    expect(inviteState({ ...base, expiresAt: now }, now)).toBe('expired');
  });
});
