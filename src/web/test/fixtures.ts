/** API answers the diner's screens are tested with: one order as tracking sends it, one loyalty membership. */
import type { LoyaltyMembershipView } from '../../domain/loyalty/loyalty-api';
import type { TrackedOrder } from '../features/tracking';

export const trackedOrder = (overrides: Partial<TrackedOrder> = {}): TrackedOrder => ({
  id: 'aaaa-bbbb-123abc',
  orderNumber: '123ABC',
  restaurantId: 'r1',
  restaurantName: 'Cantina da Nona',
  status: 'preparing',
  statusLabel: 'Preparando seu pedido',
  deliveryType: 'delivery',
  tableNumber: null,
  items: [{ name: 'Lasanha', quantity: 2, options: [], subtotal: '64.00' }],
  subtotal: '64.00',
  deliveryFee: '5.00',
  discountApplied: '0.00',
  total: '69.00',
  estimatedTime: null,
  cancellationReason: null,
  createdAt: '2026-11-20T15:00:00Z',
  confirmedAt: null,
  readyAt: null,
  deliveredAt: null,
  cancelledAt: null,
  ...overrides,
});

/** A member of Cantina da Nona's program with no points yet, who may still enter a friend's code. */
export const loyaltyMembership = (overrides: Partial<LoyaltyMembershipView> = {}): LoyaltyMembershipView => ({
  restaurantId: 'r1',
  restaurantName: 'Cantina da Nona',
  points: 0,
  currentTier: 'bronze',
  pointsForRedemption: 10,
  discountValue: '5.00',
  referralCode: null,
  referralBonus: 25,
  referred: false,
  canEnterReferral: true,
  ...overrides,
});
