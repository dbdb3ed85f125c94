import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { setViewportWidth } from '../../../test/viewport';
import { CustomersTable } from './customers-table';

const paula: LoyaltyCustomerView = {
  id: 'c1',
  customerName: 'Paula Reis',
  customerPhone: '5511988887777',
  points: 3181,
  totalPointsEarned: 3500,
  totalPointsRedeemed: 319,
  totalOrders: 42,
  totalSpent: '1234.56',
  currentTier: 'diamante',
  lastOrderAt: '2026-11-20T15:00:00Z',
  joinedAt: null,
  birthDate: null,
  customerEmail: null,
  referralCode: 'ABCD2345',
  referredBy: null,
};

describe('CustomersTable (Programa VIP) at 390 px and at 1366 px (issue 32, item 31)', () => {
  it('is one card per customer on a phone, with its figures and Ver histórico', () => {
    setViewportWidth(390);
    const onOpen = vi.fn();
    render(<CustomersTable customers={[paula]} onOpen={onOpen} />);
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('article', { name: 'Paula Reis' });
    expect(within(card).getByText('3.181')).toBeTruthy();
    expect(within(card).getByText('R$ 1.234,56')).toBeTruthy();
    expect(within(card).getByText('Diamante')).toBeTruthy();
    within(card).getByRole('button', { name: 'Ver histórico' }).click();
    expect(onOpen).toHaveBeenCalledWith('c1');
  });

  it('stays a table on a laptop, points with the thousands point', () => {
    setViewportWidth(1366);
    render(<CustomersTable customers={[paula]} onOpen={vi.fn()} />);
    const row = screen.getByRole('row', { name: /Paula Reis/ });
    expect(within(row).getByText('3.181')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
