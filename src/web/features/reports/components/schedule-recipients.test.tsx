import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { ScheduledReport } from '../api/get-schedules';
import { ScheduleRecipients } from './schedule-recipients';

const SCHEDULE: ScheduledReport = {
  id: 's1',
  templateId: 't1',
  templateName: 'Vendas',
  name: 'Vendas da semana',
  frequency: 'weekly',
  emailTo: ['dono@exemplo.com.br', 'socio@exemplo.com.br'],
  recipients: [
    { email: 'dono@exemplo.com.br', status: 'confirmed', invitedAt: null },
    { email: 'socio@exemplo.com.br', status: 'pending', invitedAt: '2024-05-20T10:00:00.000Z' },
  ],
  isActive: true,
  nextRun: '2024-05-27T10:00:00.000Z',
  lastRun: null,
  lastError: null,
};

describe('ScheduleRecipients', () => {
  it("shows who confirmed, who is 'Aguardando confirmação', and resends a link with the server's limit message", async () => {
    let sent: unknown;
    stubFetch({
      'POST /api/scheduled-reports/s1/recipients/resend': (init) => {
        sent = JSON.parse(String(init.body));
        return {
          status: 429,
          body: {
            error: 'Um convite acabou de ser enviado a este endereço. Aguarde alguns minutos para reenviar.',
          },
        };
      },
    });
    const { user } = renderWithProviders(
      <ScheduleRecipients restaurantId="r1" schedule={SCHEDULE} canInvite />,
    );
    const list = screen.getByRole('list', { name: 'Destinatários de Vendas da semana' });
    const [owner, partner] = within(list).getAllByRole('listitem');
    expect(owner!.textContent).toBe('dono@exemplo.com.brConfirmado');
    expect(partner!.textContent).toContain('Aguardando confirmação');
    await user.click(screen.getByRole('button', { name: 'Reenviar confirmação para socio@exemplo.com.br' }));
    expect(await screen.findByText(/Aguarde alguns minutos para reenviar/)).toBeTruthy();
    expect(sent).toEqual({ email: 'socio@exemplo.com.br' });
  });

  it("offers no 'Reenviar' while the account's own e-mail is unverified", () => {
    renderWithProviders(<ScheduleRecipients restaurantId="r1" schedule={SCHEDULE} canInvite={false} />);
    expect(screen.getByText('Aguardando confirmação')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reenviar/ })).toBeNull();
  });
});
