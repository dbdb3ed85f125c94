import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTotals } from './order-totals';

describe('OrderTotals', () => {
  it('shows the delivery fee above the total when the order has one', () => {
    render(<OrderTotals order={{ deliveryFee: '7.00', total: '58.90' }} />);
    expect(screen.getByText('Taxa de entrega R$ 7,00')).toBeTruthy();
    expect(screen.getByText('Total R$ 58,90')).toBeTruthy();
  });

  it('shows only the total without a fee', () => {
    render(<OrderTotals order={{ deliveryFee: '0.00', total: '1234.56' }} />);
    expect(screen.queryByText(/Taxa de entrega/)).toBeNull();
    expect(screen.getByText('Total R$ 1.234,56')).toBeTruthy();
  });
});
