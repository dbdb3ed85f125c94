import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OpeningHoursCard } from './opening-hours-card';

describe('OpeningHoursCard', () => {
  it('says the restaurant is always open while no hours are set, never "Fechado"', () => {
    renderWithProviders(<OpeningHoursCard restaurantId="r1" hours={[]} />);
    expect(screen.getByText('Sem horário definido: aberto sempre')).toBeTruthy();
    expect(screen.queryByText('Fechado')).toBeNull();
  });

  it('says "Fechado" on the days without a period once some day has hours', () => {
    renderWithProviders(
      <OpeningHoursCard restaurantId="r1" hours={[{ weekday: 5, opensAt: '18:00', closesAt: '23:00' }]} />,
    );
    expect(screen.queryByText('Sem horário definido: aberto sempre')).toBeNull();
    expect(screen.getAllByText('Fechado')).toHaveLength(6);
  });
});
