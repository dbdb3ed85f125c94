import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_REQUEST_FAILED,
  CANCELLATION_REQUESTED,
  cancellationAwaitingPartner,
  confirmTimeLeftMs,
  countdownLabel,
  externalActionFor,
  externalStatusLabel,
  isSyncFailure,
  partnerRefusedAction,
  rappiRejectAllowed,
  refusedAction,
  syncFailureStatus,
  syncRefusedStatus,
} from './external-status';

const placed = '2026-11-20T18:00:00.000Z';
const at = (offsetMs: number) => new Date(new Date(placed).getTime() + offsetMs);

describe('externalActionFor', () => {
  it.each([
    ['ifood', 'confirmed', 'confirm'],
    ['ifood', 'preparing', 'startPreparation'],
    ['ifood', 'ready', 'readyToPickup'],
    ['ifood', 'out_for_delivery', 'dispatch'],
    ['ifood', 'cancelled', 'requestCancellation'],
    ['ifood', 'delivered', null],
    ['direct', 'confirmed', null],
    ['rappi', 'confirmed', 'take'],
    ['rappi', 'ready', 'readyForPickup'],
    ['rappi', 'cancelled', 'reject'],
    ['rappi', 'preparing', null],
  ] as const)('%s order moved to %s sends %s', (source, status, action) => {
    expect(externalActionFor(source, status)).toBe(action);
  });
});

describe('confirmTimeLeftMs', () => {
  it.each([
    ['ifood', 'pending', 0, 8 * 60_000],
    ['ifood', 'pending', 7 * 60_000 + 30_000, 30_000],
    ['ifood', 'pending', 9 * 60_000, -60_000],
    ['ifood', 'confirmed', 0, null],
    ['direct', 'pending', 0, null],
    ['rappi', 'pending', 0, null],
  ] as const)('%s %s, %i ms after placement: %s ms left', (orderSource, status, elapsed, left) => {
    expect(confirmTimeLeftMs({ orderSource, status, createdAt: placed }, at(elapsed))).toBe(left);
  });
});

describe('countdownLabel', () => {
  it.each([
    [8 * 60_000, '08:00'],
    [65_001, '01:06'],
    [59_000, '00:59'],
    [0, '00:00'],
    [-5_000, '00:00'],
  ])('%i ms reads %s', (ms, label) => {
    expect(countdownLabel(ms)).toBe(label);
  });
});

describe('sync failures and labels', () => {
  it('marks a failed action so the panel can tell it from a platform status', () => {
    expect(isSyncFailure(syncFailureStatus('confirm'))).toBe(true);
    expect(isSyncFailure('CONFIRMED')).toBe(false);
    expect(isSyncFailure(null)).toBe(false);
  });

  it.each([
    ['CONFIRMED', 'confirmado'],
    ['DISPATCHED', 'despachado'],
    ['CANCELLATION_REQUESTED', 'cancelamento solicitado'],
    ['SOMETHING_NEW', 'something_new'],
  ])('%s reads %s', (status, label) => {
    expect(externalStatusLabel(status)).toBe(label);
  });
});

describe("Rappi's reject, only before the take", () => {
  it('is allowed while the order waits (SENT on Rappi)', () => {
    expect(rappiRejectAllowed('pending')).toBe(true);
  });

  it.each(['confirmed', 'preparing', 'ready', 'out_for_delivery'] as const)(
    'is refused once %s (TAKEN)',
    (status) => {
      expect(rappiRejectAllowed(status)).toBe(false);
    },
  );
});

describe('a cancellation the platform is deciding', () => {
  it('holds while iFood has not answered, and ends with its CARF or CAN', () => {
    const asked = {
      orderSource: 'ifood',
      status: 'confirmed',
      externalStatus: CANCELLATION_REQUESTED,
    } as const;
    expect(cancellationAwaitingPartner(asked)).toBe(true);
    expect(cancellationAwaitingPartner({ ...asked, externalStatus: CANCELLATION_REQUEST_FAILED })).toBe(
      false,
    );
    expect(cancellationAwaitingPartner({ ...asked, status: 'cancelled' })).toBe(false);
    expect(cancellationAwaitingPartner({ ...asked, externalStatus: 'CONFIRMED' })).toBe(false);
    // iFood and Keeta decide an owner's cancellation; the others cancel at once.
    expect(cancellationAwaitingPartner({ ...asked, orderSource: 'keeta' })).toBe(true);
    expect(cancellationAwaitingPartner({ ...asked, orderSource: 'rappi' })).toBe(false);
  });
});

describe('partnerRefusedAction', () => {
  it.each([
    [400, true],
    [404, true],
    [409, true],
    [422, true],
    [401, false],
    [403, false],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
    [undefined, false],
  ] as const)('an answer %s is a refusal for good: %s', (status, refused) => {
    expect(partnerRefusedAction(status)).toBe(refused);
  });

  it('names the refused action in the order, apart from a failure that is retried', () => {
    expect(refusedAction(syncRefusedStatus('readyForPickup'))).toBe('readyForPickup');
    expect(isSyncFailure(syncRefusedStatus('confirm'))).toBe(false);
    expect(refusedAction(syncFailureStatus('confirm'))).toBeNull();
    expect(refusedAction(null)).toBeNull();
  });
});
