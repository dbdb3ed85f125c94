import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, cartActions, cartStore } from './cart-store';
import { dinerPhoneStore, rememberDinerPhone } from './diner-phone';

const pizza = { id: 'p1', restaurantId: 'r1', name: 'Pizza', price: '40.00' };

describe('the cart in localStorage', () => {
  it('logs ‘Erro ao carregar carrinho’ for a corrupt value and starts empty', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(CART_STORAGE_KEY, '{"items": [{"quantity": -3}]}');
    cartStore.reload();
    expect(cartStore.get()).toMatchObject({ items: [], restaurantId: null, deliveryType: 'pickup' });
    expect(log).toHaveBeenCalledWith('Erro ao carregar carrinho', expect.anything());
  });

  it('keeps every change, merges identical adds and starts a table order from a QR code', () => {
    cartStore.reload();
    cartActions.startAt('r1', '7');
    cartActions.add({ menuItem: pizza, quantity: 1, notes: 'sem cebola', unitPrice: '40.00' });
    cartActions.add({ menuItem: pizza, quantity: 2, notes: 'sem cebola', unitPrice: '40.00' });
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!);
    expect(stored).toMatchObject({ restaurantId: 'r1', deliveryType: 'table', tableNumber: '7' });
    expect(stored.items).toEqual([expect.objectContaining({ quantity: 3, notes: 'sem cebola' })]);
    cartActions.clear();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).items).toEqual([]);
  });

  it('remembers the diner’s phone apart from the cart', () => {
    dinerPhoneStore.reload();
    rememberDinerPhone('  (11) 99999-8888 ');
    cartActions.clear();
    expect(dinerPhoneStore.get()).toBe('(11) 99999-8888');
  });
});
