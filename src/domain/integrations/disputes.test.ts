import { describe, expect, it } from 'vitest';
import {
  alternativeError,
  alternativeLabel,
  DISPUTE_ERRORS,
  disputeAnswerable,
  disputeRequestLabel,
  timeoutOutcomeLabel,
} from './disputes';

const now = new Date('2026-12-02T18:05:00Z');

describe('iFood disputes (HSD)', () => {
  it('takes an answer only while open and before expiresAt', () => {
    expect(disputeAnswerable({ status: 'open', expiresAt: '2026-12-02T18:09:46Z' }, now)).toBe(true);
    expect(disputeAnswerable({ status: 'open', expiresAt: '2026-12-02T18:05:00Z' }, now)).toBe(false);
    expect(disputeAnswerable({ status: 'accepted', expiresAt: '2026-12-02T18:09:46Z' }, now)).toBe(false);
  });

  it('names the request and what happens at the deadline', () => {
    expect(disputeRequestLabel('CANCELLATION')).toBe('O cliente pede para cancelar o pedido');
    expect(timeoutOutcomeLabel('REJECT_CANCELLATION')).toBe('o iFood recusa o cancelamento automaticamente');
    expect(timeoutOutcomeLabel('ACCEPT_CANCELLATION')).toBe('o iFood aceita o cancelamento automaticamente');
    expect(timeoutOutcomeLabel('VOID')).toBe('o iFood não toma nenhuma ação automática');
  });

  it('holds a refund to the maxAmount iFood offered and time to the allowed minutes', () => {
    const refund = { id: 'a1', type: 'REFUND', maxAmountCents: 800 };
    expect(alternativeLabel(refund)).toBe('Oferecer reembolso (até R$ 8,00)');
    expect(alternativeError(refund, { amountCents: 800 })).toBeNull();
    expect(alternativeError(refund, { amountCents: 801 })).toBe(DISPUTE_ERRORS.amount(800));
    expect(alternativeError(refund, { amountCents: 0 })).toBe(DISPUTE_ERRORS.amount(800));
    const time = { id: 'a2', type: 'ADDITIONAL_TIME', allowedMinutes: [10, 20] };
    expect(alternativeError(time, { minutes: 20 })).toBeNull();
    expect(alternativeError(time, { minutes: 15 })).toBe(DISPUTE_ERRORS.minutes);
    expect(alternativeError(undefined, {})).toBe(DISPUTE_ERRORS.unknownAlternative);
  });
});
