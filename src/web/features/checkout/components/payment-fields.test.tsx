import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PaymentIssue, PaymentMethod } from '../../../../domain/payments/payment-method';
import { initialPaymentDraft, type PaymentDraft, paymentChoiceOf } from '../payment-draft';
import { PaymentFields } from './payment-fields';

let latest: PaymentDraft;

function Harness({ methods, issue = null }: { methods: PaymentMethod[]; issue?: PaymentIssue | null }) {
  const [value, setValue] = useState(() => initialPaymentDraft(methods));
  latest = value;
  return (
    <PaymentFields methods={methods} value={value} totalCents={8790} issue={issue} onChange={setValue} />
  );
}

const setup = (methods: PaymentMethod[], issue?: PaymentIssue) => {
  const user = userEvent.setup();
  render(<Harness methods={methods} issue={issue} />);
  return user;
};

describe('PaymentFields', () => {
  it('offers only the accepted methods, none chosen while there are several', () => {
    setup(['cash', 'card']);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Dinheiro',
      'Cartão na entrega',
    ]);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'PIX' })).toBeNull();
  });

  it('chooses the only accepted method by itself', () => {
    setup(['pix']);
    expect(screen.getByRole('radio', { name: 'PIX' })).toHaveProperty('checked', true);
    expect(screen.getByText(/código PIX copia e cola e o QR code/)).toBeTruthy();
  });

  it('checks "Troco para" against the total as the diner types, and shows the change', async () => {
    const user = setup(['cash', 'card', 'pix']);
    await user.click(screen.getByRole('radio', { name: 'Dinheiro' }));
    const change = screen.getByLabelText('Troco para (opcional)');
    await user.type(change, '50');
    expect(screen.getByRole('alert').textContent).toBe('O troco deve ser para pelo menos R$ 87,90');
    expect(change.getAttribute('aria-invalid')).toBe('true');
    await user.clear(change);
    await user.type(change, 'R$ 100,00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Troco: R$ 12,10')).toBeTruthy();
    expect(paymentChoiceOf(latest)).toEqual({ paymentMethod: 'cash', cardType: null, changeFor: '100,00' });
  });

  it('asks credit or debit for a card, and drops the change of another method', async () => {
    const user = setup(['cash', 'card']);
    await user.click(screen.getByRole('radio', { name: 'Dinheiro' }));
    await user.type(screen.getByLabelText('Troco para (opcional)'), '100');
    await user.click(screen.getByRole('radio', { name: 'Cartão na entrega' }));
    expect(screen.queryByLabelText('Troco para (opcional)')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Débito' }));
    expect(paymentChoiceOf(latest)).toEqual({ paymentMethod: 'card', cardType: 'debit', changeFor: null });
  });

  it('shows the problem found when sending beside its field', () => {
    setup(['cash', 'card'], { field: 'paymentMethod', message: 'Escolha a forma de pagamento' });
    expect(screen.getByRole('alert').textContent).toBe('Escolha a forma de pagamento');
    expect(screen.getByRole('radio', { name: 'Dinheiro' }).getAttribute('aria-invalid')).toBe('true');
  });
});
