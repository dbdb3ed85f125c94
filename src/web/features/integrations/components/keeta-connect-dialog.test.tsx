import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { KeetaConnectDialog } from './keeta-connect-dialog';

describe('KeetaConnectDialog', () => {
  it('links the store by its Keeta id only (no key field), shows a refusal, then closes', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    stubFetch({
      'GET /api/restaurants/r1/integrations/keeta/link': { body: { configured: true } },
      'POST /api/restaurants/r1/integrations/keeta/link': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return refuse
          ? { status: 409, body: { error: 'Esta loja já está ligada a outro restaurante no Comanda.' } }
          : { status: 200, body: { id: 'k1', platform: 'keeta' } };
      },
    });
    let closed = 0;
    const { user } = renderWithProviders(
      <KeetaConnectDialog restaurantId="r1" open onClose={() => (closed += 1)} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Keeta' });
    const field = await within(dialog).findByLabelText('ID da loja na Keeta');
    expect(within(dialog).queryByLabelText(/client|secret|url/i)).toBeNull();
    const submit = within(dialog).getByRole('button', { name: 'Conectar' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(field, ' 783441058 ');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Esta loja já está ligada a outro restaurante no Comanda.'),
    ).toBeTruthy();
    expect(closed).toBe(0);
    refuse = false;
    await user.click(submit);
    expect(await screen.findByText('Keeta conectada!')).toBeTruthy();
    expect(closed).toBe(1);
    expect(sent).toEqual([{ keetaMerchantId: '783441058' }, { keetaMerchantId: '783441058' }]);
  });

  it('says plainly when the server has no Keeta app, with no field and no button that does nothing', async () => {
    stubFetch({ 'GET /api/restaurants/r1/integrations/keeta/link': { body: { configured: false } } });
    renderWithProviders(<KeetaConnectDialog restaurantId="r1" open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Keeta' });
    expect(
      await within(dialog).findByText('O Comanda ainda não foi configurado para a Keeta neste servidor.'),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('ID da loja na Keeta')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Conectar' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
  });
});
