import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PlanRenewalBanner } from './plan-renewal-banner';

const now = new Date('2026-11-20T15:00:00Z');
const at = (iso: string) => new Date(iso);

describe('PlanRenewalBanner', () => {
  it.each([
    [
      'the last days of the trial',
      { trialEndsAt: at('2026-11-22T15:00:00Z'), paidUntil: null },
      'Seu teste grátis termina em 2 dias (22/11/2026).',
    ],
    [
      'the last day of a paid month',
      { trialEndsAt: at('2026-10-01T15:00:00Z'), paidUntil: at('2026-11-21T10:00:00Z') },
      'Seu plano vence em 1 dia (21/11/2026).',
    ],
    [
      'the grace days',
      { trialEndsAt: at('2026-11-19T15:00:00Z'), paidUntil: null },
      'Seu plano venceu em 19/11/2026. Assine até 22/11/2026 para o painel continuar liberado.',
    ],
  ])('shows the plan button in %s', (_name, account, text) => {
    renderWithProviders(<PlanRenewalBanner restaurantId="r1" account={account} now={now} />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Aviso do plano' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assinar o plano' })).toBeTruthy();
    expect(screen.getByText(/sem taxa de adesão, sem comissão, cancele quando quiser/)).toBeTruthy();
  });

  it('stays hidden earlier in the trial or month', () => {
    renderWithProviders(
      <PlanRenewalBanner
        restaurantId="r1"
        account={{ trialEndsAt: at('2026-11-25T15:00:00Z'), paidUntil: null }}
        now={now}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Aviso do plano' })).toBeNull();
  });
});
