import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { KeetaConnectDialog } from './keeta-connect-dialog';

describe('KeetaConnectDialog', () => {
  it('waits for Client ID and Client Secret, sends them as Open Delivery credentials, shows a refusal', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    stubFetch({
      'POST /api/restaurants/r1/integrations': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return refuse
          ? { status: 400, body: { error: 'A Keeta recusou o Client ID e o Client Secret.' } }
          : { status: 201, body: { id: 'k1', platform: 'keeta' } };
      },
    });
    let closed = 0;
    const { user } = renderWithProviders(
      <KeetaConnectDialog restaurantId="r1" open onClose={() => (closed += 1)} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Keeta' });
    const submit = within(dialog).getByRole('button', { name: 'Conectar' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Client ID'), 'keeta-id');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Client Secret'), 'keeta-secret');
    expect(within(dialog).getByLabelText('Client Secret').getAttribute('type')).toBe('password');
    // The base URL is optional.
    expect(submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A Keeta recusou o Client ID e o Client Secret.',
    );
    expect(closed).toBe(0);
    refuse = false;
    await user.click(submit);
    expect(await screen.findByText('Keeta conectada!')).toBeTruthy();
    expect(closed).toBe(1);
    expect(sent.at(-1)).toMatchObject({
      platform: 'keeta',
      platformName: 'Keeta',
      credentials: { apiKey: 'keeta-id', secretKey: 'keeta-secret', baseUrl: '' },
      isActive: true,
    });
  });
});
