import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '../types';
import { OrderConfirmation } from './order-confirmation';

const order: PlacedOrder = {
  id: 'aaaa-bbbb-123abc',
  orderNumber: '123ABC',
  customerName: 'Maria',
  customerPhone: '5511988887777',
  status: 'pending',
  deliveryType: 'pickup',
  deliveryAddress: null,
  tableNumber: null,
  items: [],
  subtotal: '50.00',
  deliveryFee: '0.00',
  discountApplied: '0.00',
  total: '50.00',
  notes: null,
  paymentMethod: 'pix',
  cardType: null,
  changeFor: null,
  trackingUrl: 'http://localhost/acompanhar?telefone=5511988887777',
};

describe('OrderConfirmation: the PIX button on a phone (issue 32, item 31)', () => {
  it('lets its long label wrap inside the button instead of a fixed 44 px height', () => {
    render(<OrderConfirmation sent={{ order, whatsappUrl: 'https://wa.me/5511' }} onBack={vi.fn()} />);
    const pix = screen.getByRole('link', { name: 'Pagar com PIX (QR Code e copia e cola)' });
    const classes = pix.className.split(/\s+/);
    expect(classes).toContain('min-h-11');
    expect(classes).not.toContain('h-11');
    expect(classes).not.toContain('whitespace-nowrap');
  });
});

describe('OrderConfirmation at a table, straight to the restaurant (decision 0042)', () => {
  it('confirms the number, says what the table can do next and offers no WhatsApp', () => {
    const onBack = vi.fn();
    const atTable = {
      ...order,
      deliveryType: 'table' as const,
      tableNumber: '7',
      paymentMethod: 'cash' as const,
    };
    render(<OrderConfirmation sent={{ order: atTable, whatsappUrl: '' }} onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Pedido #123ABC enviado para a cozinha',
    );
    expect(screen.getByText(/servido na mesa 7\.$/)).toBeTruthy();
    expect(screen.getByText(/Toque em 'Chamar garçom' ou 'Pedir a conta'/)).toBeTruthy();
    expect(screen.queryByText('Abrir o WhatsApp de novo')).toBeNull();
    screen.getByRole('button', { name: 'Pedir mais' }).click();
    expect(onBack).toHaveBeenCalled();
  });
});
