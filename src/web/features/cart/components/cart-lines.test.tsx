import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../domain/cart/cart';
import { CartLines } from './cart-lines';

const water: CartItem = {
  id: 'agua-1',
  menuItem: { id: 'agua', restaurantId: 'r1', name: 'Água mineral', price: '5.00' },
  quantity: 1,
  notes: '',
  unitPrice: '8.00',
  options: [
    { groupId: 'g1', groupName: 'Com ou sem gás?', optionId: 'o1', name: 'Com gás', price: '0.00' },
    { groupId: 'g2', groupName: 'Acompanhamentos', optionId: 'o2', name: 'Limão', price: '1.50' },
    { groupId: 'g2', groupName: 'Acompanhamentos', optionId: 'o3', name: 'Gelo', price: '1.50' },
  ],
};

describe('CartLines: the options of a line (issue 32, item 30)', () => {
  it('answers a question group with the choice alone and names other groups once', () => {
    render(<CartLines items={[water]} />);
    expect(screen.getByText('Com gás · Acompanhamentos: Limão, Gelo')).toBeTruthy();
    expect(document.body.textContent).not.toContain('?:');
  });
});
