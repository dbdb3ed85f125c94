import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonTab } from './coming-soon-tab';

describe('ComingSoonTab', () => {
  it('names the section and says it is not available yet, with no figures', () => {
    const { container } = render(<ComingSoonTab restaurantId="r1" label="Estoque" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Estoque' })).toBeTruthy();
    expect(screen.getByText('Esta seção estará disponível em breve.')).toBeTruthy();
    expect(container.textContent).not.toMatch(/\d/);
  });
});
