import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability } from '../../../../../domain/staff/capabilities';
import { renderWithProviders, stubFetch } from '../../../../test/render';
import type { BillView } from '../../api';
import type { ClosingExtras } from './closing-extras';
import { BillLoyaltyAndPix } from './index';

const closing = (over: Partial<ClosingExtras> = {}): ClosingExtras => ({
  total: '109.99',
  due: '73.32',
  split: {
    parts: [
      { id: 'part-1', label: 'Parte 1', amount: '36.67', due: '0.00', isPaid: true },
      { id: 'part-2', label: 'Parte 2', amount: '36.66', due: '36.66', isPaid: false },
      { id: 'part-3', label: 'Parte 3', amount: '36.66', due: '36.66', isPaid: false },
    ],
  },
  loyalty: { phone: null, coupon: null, points: null },
  pixLinks: [],
  pix: { available: true, reason: null },
  ...over,
});
const billWith = (extras: ClosingExtras): BillView =>
  ({
    id: 'b7',
    status: 'fechando',
    statusLabel: 'Fechando',
    table: { id: 't7', label: '7', title: 'Mesa 7', area: 'Salão', state: 'fechando' },
    people: 3,
    openedAt: '2026-11-28T19:45:00.000Z',
    orders: [],
    orderCount: 0,
    itemCount: 0,
    subtotal: '99.99',
    // Only what the loyalty and PIX panels read of the closing block.
    closing: extras,
  }) as unknown as BillView;
const cashier = (capability: Capability) => capability !== 'bills.discount';
const waiter = (capability: Capability) => capability === 'bills.view' || capability === 'tables.manage';

const sent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [init?.method, String(url), JSON.parse(String(init?.body ?? '{}'))]);

describe('loyalty and PIX per part on the bill', () => {
  it('offers a PIX for each unpaid part at the till, and shows its QR for the diner to scan', async () => {
    const fetchMock = stubFetch({
      'POST /api/restaurants/r1/bills/b7/parts/part-2/pix-link': {
        status: 201,
        body: { id: 'l2', partId: 'part-2', url: 'https://comanda.app.br/conta/abc', amount: '36.66' },
      },
    });
    const { user } = renderWithProviders(
      <BillLoyaltyAndPix restaurantId="r1" bill={billWith(closing())} can={cashier} />,
    );
    const pix = screen.getByRole('region', { name: 'PIX no celular do cliente' });
    expect(pix.textContent).toContain('Parte 2 de 3: R$ 36,66');
    expect(pix.textContent).not.toContain('Parte 1 de 3');
    const buttons = within(pix).getAllByRole('button', { name: 'Gerar PIX' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    expect(sent(fetchMock)).toEqual([['POST', '/api/restaurants/r1/bills/b7/parts/part-2/pix-link', {}]]);
  });

  it('shows a live link with its QR and a PIX kept aside, and no button to a waiter', async () => {
    stubFetch({
      'GET /api/restaurants/r1/bills/b7/pix-links/l2': {
        body: { id: 'l2', amount: '36.66', qrCodeDataUrl: 'data:image/png;base64,AAAA', payload: 'x' },
      },
    });
    const extras = closing({
      pixLinks: [
        {
          id: 'l2',
          partId: 'part-2',
          url: '/conta/abc',
          amount: '36.66',
          status: 'pending',
          paidAt: null,
          expiresAt: null,
          problem: null,
        },
        {
          id: 'l3',
          partId: 'part-3',
          url: '/conta/def',
          amount: '36.66',
          status: 'approved',
          paidAt: null,
          expiresAt: null,
          problem: 'PIX recebido de R$ 10,00, diferente dos R$ 36,66 da parte: confira no Mercado Pago.',
        },
      ],
    });
    const { user } = renderWithProviders(
      <BillLoyaltyAndPix restaurantId="r1" bill={billWith(extras)} can={waiter} />,
    );
    const pix = screen.getByRole('region', { name: 'PIX no celular do cliente' });
    expect(within(pix).queryByRole('button', { name: 'Gerar PIX' })).toBeNull();
    expect(within(pix).getByRole('alert').textContent).toMatch(/^PIX recebido de R\$ 10,00/);
    await user.click(within(pix).getByRole('button', { name: 'Mostrar QR' }));
    expect(await within(pix).findByRole('img', { name: 'QR code PIX de R$ 36,66' })).toBeTruthy();
    // The waiter sees the bill but applies no coupon or points.
    expect(screen.queryByRole('region', { name: 'Fidelidade e cupom' })).toBeNull();
  });

  it('says why there is no link without Mercado Pago', () => {
    stubFetch({});
    const reason =
      'Conecte o Mercado Pago do restaurante (Integrações) para enviar o PIX ao celular do cliente.';
    renderWithProviders(
      <BillLoyaltyAndPix
        restaurantId="r1"
        bill={billWith(closing({ pix: { available: false, reason } }))}
        can={cashier}
      />,
    );
    const pix = screen.getByRole('region', { name: 'PIX no celular do cliente' });
    expect(pix.textContent).toContain(reason);
    expect(within(pix).queryByRole('button')).toBeNull();
  });

  it('takes the phone, then a coupon, and spends points only with the code the diner received', async () => {
    const fetchMock = stubFetch({
      'PUT /api/restaurants/r1/bills/b7/loyalty-phone': { body: {} },
      'POST /api/restaurants/r1/bills/b7/coupon': { body: {} },
      'POST /api/restaurants/r1/bills/b7/phone-proof-code': {
        body: { delivered: true, expiresInMinutes: 10 },
      },
      'POST /api/restaurants/r1/bills/b7/points': {
        status: 403,
        body: { error: 'Código incorreto. Restam 4 tentativas.' },
      },
    });
    const first = renderWithProviders(
      <BillLoyaltyAndPix restaurantId="r1" bill={billWith(closing())} can={cashier} />,
    );
    const panel = screen.getByRole('region', { name: 'Fidelidade e cupom' });
    await first.user.type(within(panel).getByLabelText('Telefone do cliente'), '11981234567');
    await first.user.click(within(panel).getByRole('button', { name: 'Salvar telefone' }));
    first.unmount();

    const withPhone = closing({ loyalty: { phone: '+55 (11) 9••••-4567', coupon: null, points: null } });
    const { user } = renderWithProviders(
      <BillLoyaltyAndPix restaurantId="r1" bill={billWith(withPhone)} can={cashier} />,
    );
    const again = screen.getByRole('region', { name: 'Fidelidade e cupom' });
    expect(again.textContent).toContain('Cliente: +55 (11) 9••••-4567');
    await user.type(within(again).getByLabelText('Código do cupom'), 'MESA10');
    await user.click(within(again).getByRole('button', { name: 'Aplicar cupom' }));
    await user.type(within(again).getByLabelText('Pontos a usar'), '20');
    expect((within(again).getByRole('button', { name: 'Usar pontos' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(again).getByRole('button', { name: 'Enviar código ao cliente' }));
    await within(again).findByText('Código enviado pelo WhatsApp. Peça ao cliente os 6 números.');
    await user.type(within(again).getByLabelText('Código recebido pelo cliente'), '123456');
    await user.click(within(again).getByRole('button', { name: 'Usar pontos' }));
    expect((await within(again).findByRole('alert')).textContent).toBe(
      'Código incorreto. Restam 4 tentativas.',
    );
    expect(sent(fetchMock)).toEqual([
      ['PUT', '/api/restaurants/r1/bills/b7/loyalty-phone', { phone: '(11) 98123-4567' }],
      ['POST', '/api/restaurants/r1/bills/b7/coupon', { code: 'MESA10' }],
      ['POST', '/api/restaurants/r1/bills/b7/phone-proof-code', {}],
      ['POST', '/api/restaurants/r1/bills/b7/points', { points: 20, code: '123456' }],
    ]);
  });
});
