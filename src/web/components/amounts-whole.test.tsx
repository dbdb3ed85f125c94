import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountsWhole } from './amounts-whole';

describe('AmountsWhole', () => {
  it('keeps each amount of a sentence on one line and the sentence unchanged', () => {
    const text = 'Pagamento: Dinheiro (troco para R$ 100,00), levar R$ 1.234,56';
    const { container } = render(
      <p>
        <AmountsWhole text={text} />
      </p>,
    );
    expect(container.textContent).toBe(text);
    const whole = [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent);
    expect(whole).toEqual(['R$ 100,00', 'R$ 1.234,56']);
  });

  it('leaves a sentence without amounts as it is', () => {
    const { container } = render(<AmountsWhole text="Pagamento: PIX" />);
    expect(container.innerHTML).toBe('Pagamento: PIX');
  });
});
