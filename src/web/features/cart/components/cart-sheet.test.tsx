import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartSheet } from './cart-sheet';

describe('CartSheet with an empty cart (issue 32, item 31)', () => {
  it("offers no 'Finalizar Pedido', says so and leads back to the menu", async () => {
    const onOpenChange = vi.fn();
    const onStepChange = vi.fn();
    render(
      <CartSheet
        restaurantId="r-vazio"
        open
        onOpenChange={onOpenChange}
        step="cart"
        onStepChange={onStepChange}
        checkout={null}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Seu Carrinho' });
    expect(dialog.textContent).toContain('Seu carrinho está vazio');
    expect(screen.queryByRole('button', { name: 'Finalizar Pedido' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver cardápio' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onStepChange).not.toHaveBeenCalled();
  });
});
