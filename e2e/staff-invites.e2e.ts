/**
 * The team's own logins and who did what (decision 0040, later), in the browser at 1366 × 800 and
 * 390 × 844: the owner invites a Garçom by e-mail from 'Equipe'; the mail (the server's outbox) names
 * no restaurant; the invitee opens `/convite/<token>`, sets a name and a password and lands on the
 * panel as a Garçom; she logs out and in again at /login with her own e-mail, registers a counter
 * order ('Registrado por …' on the card), and the owner sees her in the order's history and in the
 * 'Equipe' tab's trail, with nothing overflowing sideways. Deactivating her ends her session.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../test/harness/outbox';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { registerRestaurant } from './harness/owner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  { name: '1366x800', options: { viewport: { width: 1366, height: 800 } } },
  { name: '390x844', options: PHONE_VIEWPORT },
] as const;

/** Nothing wider than the screen: no sideways scroll. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('a team member invited by e-mail', () => {
  for (const size of SIZES) {
    it(`accepts, logs in with her own e-mail, and her counter order is named (${size.name})`, async () => {
      const owner = await openPage(browser, size.options);
      const unique = `${Date.now().toString(36)}${size.name}`;
      const { restaurantId: id } = await registerRestaurant(owner.context.request, {
        name: `Cantina Convite ${unique}`,
        description: 'Salão com garçons.',
        whatsapp: '5511966665555',
        address: 'Rua Augusta, 900 - São Paulo - SP',
        emailPrefix: 'dono',
      });
      const item = await owner.context.request.post(`/api/restaurants/${id}/menu`, {
        data: {
          name: 'Pastel de queijo',
          description: 'Frito na hora.',
          price: '12.00',
          category: 'Salgados',
        },
      });
      expect(item.status()).toBe(201);

      // The owner invites Ana as a Garçom.
      const email = `ana-${unique}@exemplo.com.br`;
      await owner.page.goto(`/admin/${id}?tab=team`);
      await owner.page.getByRole('button', { name: 'Convidar por e-mail' }).click();
      const dialog = owner.page.getByRole('dialog');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Perfil').selectOption({ label: 'Garçom' });
      await dialog.getByRole('button', { name: 'Enviar convite' }).click();
      const pending = owner.page.getByRole('region', { name: 'Convites pendentes' });
      await pending.getByText(email).waitFor();
      await expectNoOverflow(owner.page);
      await owner.page.screenshot({ path: `/tmp/h42-team-invite-${size.name}.png`, fullPage: true });

      // The mail: our words, no restaurant name, one link.
      const mail = await waitForMail(inject('dataDir'), (text) => text.includes(`To: ${email}`));
      expect(mail).toContain('foi convidado para uma equipe no Comanda, o painel');
      expect(mail).toContain('Subject: =?UTF-8?Q?Voc');
      expect(mail).not.toContain('Cantina Convite');
      const token = /\/convite\/([\w-]+)/.exec(mail)?.[1];
      expect(token).toBeTruthy();

      // Ana opens the link on her own device.
      const ana = await openPage(browser, size.options);
      await ana.page.goto(`/convite/${token}`);
      await ana.page.getByText(`Cantina Convite ${unique}`).waitFor();
      await expectNoOverflow(ana.page);
      await ana.page.screenshot({ path: `/tmp/h42-convite-${size.name}.png`, fullPage: true });
      await ana.page.getByLabel('Seu nome').fill('Ana Souza');
      await ana.page.getByLabel('Senha', { exact: true }).fill('bandeja-e-cardapio-9');
      await ana.page.getByLabel('Repita a senha').fill('bandeja-e-cardapio-9');
      await ana.page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
      await ana.page.waitForURL(`**/admin/${id}**`);
      await ana.page.getByText('Usando: Ana Souza (Garçom)').waitFor();

      // She logs out and back in with her own e-mail and password.
      expect((await ana.context.request.post('/api/auth/logout')).status()).toBe(204);
      await ana.page.goto('/login');
      await ana.page.getByLabel('E-mail').fill(email);
      await ana.page.getByLabel('Senha', { exact: true }).fill('bandeja-e-cardapio-9');
      await ana.page.getByRole('button', { name: 'Entrar' }).click();
      await ana.page.waitForURL(`**/admin/${id}**`);
      await ana.page.getByText('Usando: Ana Souza (Garçom)').waitFor();

      // Her counter order is named on the owner's card.
      const placed = await ana.context.request.post(`/api/restaurants/${id}/orders`, {
        data: {
          customerName: 'Cliente do Balcão',
          customerPhone: '(11) 98888-7777',
          deliveryType: 'pickup',
          paymentMethod: 'cash',
          items: [{ menuItemId: ((await item.json()) as { id: string }).id, quantity: 1 }],
        },
      });
      expect(placed.status()).toBe(201);
      const order = (await placed.json()) as { id: string; orderNumber: string };
      const confirm = await ana.context.request.patch(`/api/orders/${order.id}/status`, {
        data: { status: 'confirmed' },
      });
      expect(confirm.status()).toBe(200);

      await owner.page.goto(`/admin/${id}?tab=orders`);
      const card = owner.page.getByRole('article', { name: `Pedido #${order.orderNumber}` });
      await card.getByText('Registrado por Ana Souza (Garçom)').waitFor();
      await card.getByText('Histórico da equipe').click();
      await card.getByText(`mudou o pedido #${order.orderNumber} para Confirmado`).waitFor();
      await expectNoOverflow(owner.page);
      await card.screenshot({ path: `/tmp/h42-order-card-${size.name}.png` });

      // The 'Equipe' tab's trail names her.
      await owner.page.goto(`/admin/${id}?tab=team`);
      const trail = owner.page.getByRole('region', { name: 'Atividade da equipe' });
      await trail.getByText(`registrou o pedido #${order.orderNumber}`).waitFor();
      await trail.getByText(`mudou o pedido #${order.orderNumber} para Confirmado`).waitFor();
      expect(await trail.getByText('Ana Souza (Garçom)').count()).toBeGreaterThanOrEqual(2);
      await owner.page.getByText(`Login: ${email}`).waitFor();
      await expectNoOverflow(owner.page);
      await owner.page.screenshot({ path: `/tmp/h42-team-activity-${size.name}.png`, fullPage: true });

      // Deactivated, her session ends.
      const team = (await (await owner.context.request.get(`/api/restaurants/${id}/staff`)).json()) as {
        id: string;
        email: string | null;
      }[];
      const member = team.find((row) => row.email === email)!;
      const off = await owner.context.request.patch(`/api/restaurants/${id}/staff/${member.id}`, {
        data: { isActive: false },
      });
      expect(off.status()).toBe(200);
      expect((await ana.context.request.get('/api/auth/me')).status()).toBe(401);

      expect(owner.errors.filter((error) => !/403|Forbidden/.test(error))).toEqual([]);
      expect(ana.errors.filter((error) => !/401|403|Unauthorized|Forbidden/.test(error))).toEqual([]);
      await ana.context.close();
      await owner.context.close();
    });
  }
});
