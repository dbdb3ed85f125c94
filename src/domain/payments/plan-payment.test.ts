import { describe, expect, it } from 'vitest';
import { nextPlanPaymentStatus, planPaymentStatusLabel, resultPageOf } from './plan-payment';

describe('nextPlanPaymentStatus', () => {
  it.each([
    ['created', 'pending', 'pending'],
    ['created', 'approved', 'approved'],
    ['pending', 'approved', 'approved'],
    ['pending', 'in_process', 'in_process'],
    ['in_process', 'pending', 'pending'],
    ['pending', 'rejected', 'rejected'],
    ['pending', 'cancelled', 'cancelled'],
    ['rejected', 'approved', 'approved'],
    ['approved', 'refunded', 'refunded'],
    ['approved', 'charged_back', 'charged_back'],
    // No change: duplicates, steps back, unknown statuses.
    ['approved', 'approved', null],
    ['approved', 'pending', null],
    ['approved', 'in_process', null],
    ['approved', 'rejected', null],
    ['approved', 'created', null],
    ['rejected', 'pending', null],
    ['rejected', 'cancelled', null],
    ['refunded', 'approved', null],
    ['pending', 'no_such_status', null],
  ] as const)('%s then %s gives %s', (current, incoming, expected) => {
    expect(nextPlanPaymentStatus(current, incoming)).toBe(expected);
  });
});

describe('labels and result pages', () => {
  it.each([
    ['approved', 'Aprovado', 'success'],
    ['pending', 'Pendente', 'pending'],
    ['in_process', 'Em análise', 'pending'],
    ['rejected', 'Recusado', 'failure'],
    ['cancelled', 'Cancelado', 'failure'],
    ['created', 'Aguardando pagamento', 'pending'],
  ] as const)('%s reads %s on the %s page', (status, label, page) => {
    expect(planPaymentStatusLabel(status)).toBe(label);
    expect(resultPageOf(status)).toBe(page);
  });
});
