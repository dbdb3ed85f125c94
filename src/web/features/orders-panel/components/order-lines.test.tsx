import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PanelOrderLine } from '../types';
import { OrderLines } from './order-lines';

const line: PanelOrderLine = {
  id: 'l1',
  name: 'Água mineral',
  price: '5.00',
  quantity: 2,
  notes: null,
  subtotal: '10.00',
  options: [
    { groupName: 'Com ou sem gás?', name: 'Sem gás', price: '0.00' },
    { groupName: 'Tamanho', name: '500 ml', price: '0.00' },
  ],
};

describe('OrderLines in the orders panel (issue 32, item 30)', () => {
  it('never writes a question group followed by a colon', () => {
    render(<OrderLines lines={[line]} />);
    expect(screen.getByText('Sem gás · Tamanho: 500 ml')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Com ou sem gás?: ');
  });
});
