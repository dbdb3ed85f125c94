/** A checkout of the plan as the server knows it (GET /api/plan-payments/{id} and the test checkout). */
export interface PlanPaymentState {
  id: string;
  checkoutId: string;
  planName: string;
  amount: string;
  status: string;
  statusLabel: string;
  resultPage: 'success' | 'failure' | 'pending';
  testMode: boolean;
  appliedAt: string | null;
  periodEnd: string | null;
  restaurant: {
    trialEndsAt: string | null;
    paidUntil: string | null;
    planState: 'trial' | 'active' | 'overdue';
  } | null;
}

export interface TestCheckoutState extends PlanPaymentState {
  restaurantName: string;
}

export type TestCheckoutOutcome = 'approve' | 'reject' | 'pending';

/** Statuses still waiting for the provider: the result page keeps asking. */
export const WAITING_STATUSES = ['created', 'pending', 'authorized', 'in_process', 'in_mediation'];
