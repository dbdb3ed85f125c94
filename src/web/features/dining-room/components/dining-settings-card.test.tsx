/**
 * 'Taxa de serviço e couvert' in 'Configurar mesas': what it shows from the server, what it sends
 * (basis points from '12,5', the couvert as the API's decimal), what it refuses before sending (the
 * domain's own messages), the server's 4xx shown as it comes, and who gets the card
 * (`settings.edit`). Fetch is stubbed per route, as in dining-room-tab.test.tsx.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability } from '../../../../domain/staff/capabilities';
import { ROLE_CAPABILITIES } from '../../../../domain/staff/roles';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { DiningTable } from '../api';
import type { DiningSettingsView } from '../dining-settings-api';
import { DiningRoomTab } from './dining-room-tab';

const one: DiningTable = {
  id: 't1',
  label: '1',
  title: 'Mesa 1',
  area: 'Salão',
  seats: 4,
  position: 1,
  isActive: true,
  code: null,
  state: 'livre',
  stateLabel: 'Livre',
  bill: null,
  pendingCalls: [],
};
const DEFAULTS: DiningSettingsView = {
  serviceChargeEnabled: true,
  serviceRateBps: 1000,
  couvertCents: 0,
  couvert: '0.00',
  couvertKind: 'artistic',
};
const SETTINGS = '/api/restaurants/r1/dining-settings';

async function openConfig(
  routes: Parameters<typeof stubFetch>[0] = {},
  capabilities: readonly Capability[] = ROLE_CAPABILITIES.gerente,
) {
  const fetchMock = stubFetch({
    'GET /api/auth/me': { body: { acting: { capabilities: [...capabilities] } } },
    'GET /api/restaurants/r1/tables': { body: [one] },
    [`GET ${SETTINGS}`]: { body: DEFAULTS },
    ...routes,
  });
  const rendered = renderWithProviders(<DiningRoomTab restaurantId="r1" label="Mesas" />);
  await screen.findByRole('button', { name: 'Mesa 1, Livre' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Configurar mesas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Configurar mesas' });
  return { ...rendered, fetchMock, dialog };
}

const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'PUT' && String(input) === SETTINGS)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("'Taxa de serviço e couvert' in 'Configurar mesas'", () => {
  it('shows the saved settings and saves 12,5% and a R$ 15,00 couvert per person', async () => {
    const saved = {
      ...DEFAULTS,
      serviceRateBps: 1250,
      couvertCents: 1500,
      couvert: '15.00',
      couvertKind: 'cover',
    };
    const { user, dialog, fetchMock } = await openConfig({ [`PUT ${SETTINGS}`]: { body: saved } });
    const card = await within(dialog).findByRole('region', { name: 'Taxa de serviço e couvert' });
    const toggle = within(card).getByRole('switch', { name: 'Cobrar taxa de serviço' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const rate = within(card).getByLabelText('Percentual') as HTMLInputElement;
    expect(rate.value).toBe('10');
    expect((within(card).getByRole('radio', { name: 'Nenhum' }) as HTMLInputElement).checked).toBe(true);
    expect(within(card).queryByLabelText('Valor por pessoa')).toBeNull();

    await user.clear(rate);
    await user.type(rate, '12,5');
    await user.click(within(card).getByRole('radio', { name: 'Couvert (por pessoa)' }));
    await user.type(within(card).getByLabelText('Valor por pessoa'), '15,00');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));

    expect(await within(card).findByRole('status')).toHaveProperty(
      'textContent',
      'Taxa de serviço e couvert salvos.',
    );
    expect(puts(fetchMock)).toEqual([
      { serviceChargeEnabled: true, serviceRateBps: 1250, couvert: '15.00', couvertKind: 'cover' },
    ]);
    expect((within(card).getByLabelText('Valor por pessoa') as HTMLInputElement).value).toBe('15,00');
  });

  it('turns the service charge off and takes the couvert away', async () => {
    const current = { ...DEFAULTS, couvertCents: 2000, couvert: '20.00', couvertKind: 'artistic' as const };
    const { user, dialog, fetchMock } = await openConfig({
      [`GET ${SETTINGS}`]: { body: current },
      [`PUT ${SETTINGS}`]: { body: { ...DEFAULTS, serviceChargeEnabled: false } },
    });
    const card = await within(dialog).findByRole('region', { name: 'Taxa de serviço e couvert' });
    expect((within(card).getByRole('radio', { name: 'Couvert artístico' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(card).getByLabelText('Valor por pessoa') as HTMLInputElement).value).toBe('20,00');
    await user.click(within(card).getByRole('switch', { name: 'Cobrar taxa de serviço' }));
    expect(within(card).queryByLabelText('Percentual')).toBeNull();
    await user.click(within(card).getByRole('radio', { name: 'Nenhum' }));
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    await within(card).findByRole('status');
    expect(puts(fetchMock)).toEqual([
      { serviceChargeEnabled: false, serviceRateBps: 1000, couvert: '0.00', couvertKind: 'artistic' },
    ]);
  });

  it("refuses what the server would, with the domain's words, and sends nothing", async () => {
    const { user, dialog, fetchMock } = await openConfig();
    const card = await within(dialog).findByRole('region', { name: 'Taxa de serviço e couvert' });
    const rate = within(card).getByLabelText('Percentual');
    await user.clear(rate);
    await user.type(rate, '25');
    await user.click(within(card).getByRole('radio', { name: 'Couvert artístico' }));
    await user.type(within(card).getByLabelText('Valor por pessoa'), '600');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(
      within(card)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'A taxa de serviço deve ficar entre 0% e 20%, com até duas casas decimais.',
      'O couvert por pessoa deve ficar entre R$ 0,00 e R$ 500,00.',
    ]);
    await user.clear(rate);
    await user.type(rate, 'dez');
    await user.clear(within(card).getByLabelText('Valor por pessoa'));
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(
      within(card)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'A taxa de serviço deve ficar entre 0% e 20%, com até duas casas decimais.',
      'Informe o valor por pessoa, ou escolha Nenhum.',
    ]);
    expect(puts(fetchMock)).toEqual([]);
  });

  it("shows the server's 4xx message as it comes", async () => {
    const { user, dialog } = await openConfig({
      [`PUT ${SETTINGS}`]: {
        status: 403,
        body: { error: 'Seu perfil (Garçom) não tem acesso às configurações do restaurante.' },
      },
    });
    const card = await within(dialog).findByRole('region', { name: 'Taxa de serviço e couvert' });
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Seu perfil (Garçom) não tem acesso às configurações do restaurante.',
    );
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('is not drawn for who configures the tables without editing the settings', async () => {
    const { dialog, fetchMock } = await openConfig({}, ['tables.view', 'tables.configure', 'bills.view']);
    expect(within(dialog).getByRole('button', { name: 'Adicionar mesa' })).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'Taxa de serviço e couvert' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === SETTINGS)).toBe(false);
  });
});
