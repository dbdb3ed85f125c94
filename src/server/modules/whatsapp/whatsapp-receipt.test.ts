/**
 * An order's NFC-e on WhatsApp (issue 35): when the note of an order is authorized (the real issue
 * button, against the fake Focus NFe) and the diner agreed to updates on that order, one
 * `comanda_nota_fiscal` goes out through the fake Graph API with the consult page and the access key;
 * never twice for one note, never without consent.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeFocusNfe } from '../../../../test/fakes/focus-nfe';
import { callApi } from '../../../../test/harness/app';
import { presetTax } from '../../../domain/fiscal/item-tax';
import { TEMPLATES } from '../../../domain/whatsapp/whatsapp-templates';
import { fiscalProfiles, menuItems, whatsappMessages } from '../../db/schema';
import { createFocusNfe } from '../../integrations/fiscal/focus-nfe.client';
import { encryptSecret } from '../../lib/crypto';
import { fiscalSendsSettled, setFiscalDeps } from '../fiscal/fiscal-issue';
import {
  bodyTexts,
  placeOrder,
  runOutbox,
  setStatus,
  startWhatsAppScene,
  type WhatsAppScene,
} from './whatsapp.test-helpers';

const SLOW = 180_000;
let scene: WhatsAppScene;
const focus = new FakeFocusNfe();

beforeAll(async () => {
  scene = await startWhatsAppScene();
  await focus.start();
  const { app } = scene.ctx;
  setFiscalDeps({
    db: app.db,
    provider: createFocusNfe({
      homologationUrl: focus.baseUrl,
      productionUrl: focus.baseUrl,
      resellerToken: focus.resellerToken,
      timeoutMs: 3_000,
    }),
    encryptionKey: app.config.encryptionKey,
    log: app.log,
  });
  const cnpj = '11222333000181';
  const company = focus.addCompany({ cnpj, regimeTributario: 1, uf: 'SP' });
  const key = app.config.encryptionKey;
  await app.db.insert(fiscalProfiles).values({
    restaurantId: scene.shop.restaurant.id,
    cnpj,
    stateRegistration: '110042490114',
    legalName: 'Cantina da Nona Ltda',
    state: 'SP',
    regime: 'simples',
    environment: 'homologacao',
    cscId: '1',
    cscTokenEncrypted: encryptSecret(key, 'A1B2C3D4E5F6G7H8I9J0'),
    providerCompanyId: company.id,
    tokenHomologacaoEncrypted: encryptSecret(key, company.tokens.homologacao),
    tokenProducaoEncrypted: encryptSecret(key, company.tokens.producao),
    issueMode: 'manual',
    askCpfAtCheckout: false,
  });
  await app.db
    .update(menuItems)
    .set({ fiscalTax: presetTax('prato', 'simples', 12) })
    .where(eq(menuItems.id, scene.shop.item.id));
});
afterAll(async () => {
  await fiscalSendsSettled();
  await focus.stop();
  await scene?.close();
});

/** An order delivered (so paid) and its note issued with the button; answers the order and the note. */
async function deliveredWithNote(consent: boolean) {
  const { app } = scene.ctx;
  const order = await placeOrder(app, scene.shop, {
    deliveryType: 'pickup',
    deliveryAddress: undefined,
    neighborhood: undefined,
    ...(consent && { whatsappUpdates: true }),
  });
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
    await setStatus(app, scene.shop.cookie, order.id, {
      status,
      ...(status === 'confirmed' && { estimatedTime: 30 }),
    });
  const issued = await callApi(
    app,
    'POST',
    `/restaurants/${scene.shop.restaurant.id}/fiscal/receipts`,
    scene.shop.cookie,
    {
      orderId: order.id,
    },
  );
  expect(issued.statusCode, issued.body).toBe(201);
  expect(issued.json().status, JSON.stringify(issued.json().advice)).toBe('autorizada');
  return { order, note: issued.json() as { id: string; consultUrl: string; accessKey: string } };
}

const receiptMessages = (phone: string) =>
  scene.fake.sent.filter((m) => m.to === phone && m.body.template.name === TEMPLATES.receipt.name);

describe("the order's NFC-e on WhatsApp", () => {
  it(
    'sends the consult page and the access key once to a diner who agreed, nothing to one who did not',
    async () => {
      const { app } = scene.ctx;
      const { order, note } = await deliveredWithNote(true);
      await runOutbox(app);
      const [queued] = await app.db
        .select()
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.orderId, order.id), eq(whatsappMessages.orderStatus, 'nfce')));
      expect(queued?.state, queued?.lastError ?? 'sem linha').toBe('sent');
      const phone = scene.fake.sent.find((m) => m.body.template.name === TEMPLATES.receipt.name)?.to ?? '';
      const sent = receiptMessages(phone);
      expect(sent).toHaveLength(1);
      expect(bodyTexts(sent[0]!)).toEqual([
        order.orderNumber,
        expect.any(String),
        note.consultUrl,
        note.accessKey.replace(/(\d{4})(?=\d)/g, '$1 '),
      ]);
      // The note asked again (200) and the outbox run again: still one message.
      const again = await callApi(
        app,
        'POST',
        `/restaurants/${scene.shop.restaurant.id}/fiscal/receipts`,
        scene.shop.cookie,
        {
          orderId: order.id,
        },
      );
      expect(again.statusCode).toBe(200);
      await runOutbox(app);
      expect(receiptMessages(phone)).toHaveLength(1);
      const rows = await app.db
        .select()
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.orderId, order.id), eq(whatsappMessages.orderStatus, 'nfce')));
      expect(rows.map((row) => row.state)).toEqual(['sent']);

      const declined = await deliveredWithNote(false);
      await runOutbox(app);
      expect(scene.fake.sent.filter((m) => m.body.template.name === TEMPLATES.receipt.name)).toHaveLength(1);
      expect(
        await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, declined.order.id)),
      ).toEqual([]);
    },
    SLOW,
  );
});
