/**
 * Issue 32, item 7: a correctly signed WhatsApp delivery of an unexpected shape is answered 200
 * (Meta retries anything else for days) and changes nothing, never a 5xx. The shapes are the ones an
 * outside tester sent: `entry` a number, `statuses` an object, a numeric `from`, a huge or text
 * `timestamp`, and their neighbours. A well-formed part of the same delivery still counts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappContacts } from '../../src/server/db/schema';
import {
  startWhatsAppScene,
  type WhatsAppScene,
} from '../../src/server/modules/whatsapp/whatsapp.test-helpers';
import type { FakeWhatsAppGraph } from '../fakes/whatsapp-graph';
import type { TestContext } from '../harness/app';

let scene: WhatsAppScene;
let ctx: TestContext;
let fake: FakeWhatsAppGraph;
let shop: WhatsAppScene['shop'];
let webhookUrl: string;

beforeAll(async () => {
  scene = await startWhatsAppScene();
  ({ ctx, fake, shop, webhookUrl } = scene);
}, 120_000);
afterAll(() => scene?.close());

/** The fake's own delivery of a diner's text, with one part replaced (statuses come without it). */
function incoming(change: (message: Record<string, unknown>, value: Record<string, unknown>) => void) {
  const payload = fake.incomingText('5511987650000', 'Oi') as unknown as {
    entry: [{ changes: [{ value: Record<string, unknown> & { messages: [Record<string, unknown>] } }] }];
  };
  const value = payload.entry[0].changes[0].value;
  change(value.messages[0], value);
  return payload;
}

const contacts = () =>
  ctx.app.db
    .select({ phone: whatsappContacts.phone })
    .from(whatsappContacts)
    .where(eq(whatsappContacts.restaurantId, shop.restaurant.id));

const shapes: [string, () => object][] = [
  ['entry: 5', () => ({ object: 'whatsapp_business_account', entry: 5 })],
  ['entry: "x"', () => ({ object: 'whatsapp_business_account', entry: 'x' })],
  ['entry: [5]', () => ({ object: 'whatsapp_business_account', entry: [5] })],
  ['entry: [null]', () => ({ object: 'whatsapp_business_account', entry: [null] })],
  ['changes: {}', () => ({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: {} }] })],
  ['changes: [7]', () => ({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [7] }] })],
  ['value: "x"', () => ({ object: 'whatsapp_business_account', entry: [{ changes: [{ value: 'x' }] }] })],
  ['object: 5', () => ({ object: 5, entry: [] })],
  ['an array', () => [1, 2, 3]],
  ['statuses: {}', () => incoming((_, value) => Object.assign(value, { messages: [], statuses: {} }))],
  ['statuses: [1]', () => incoming((_, value) => Object.assign(value, { messages: [], statuses: [1] }))],
  [
    'a status with a numeric id',
    () =>
      incoming((_, value) => Object.assign(value, { messages: [], statuses: [{ id: 5, status: 'read' }] })),
  ],
  [
    'a status with text errors',
    () =>
      incoming((_, value) =>
        Object.assign(value, {
          messages: [],
          statuses: [{ id: 'wamid.x', status: 'failed', errors: 'boom' }],
        }),
      ),
  ],
  [
    'a status whose error code is text',
    () =>
      incoming((_, value) =>
        Object.assign(value, {
          messages: [],
          statuses: [{ id: 'wamid.x', status: 'failed', errors: [{ code: 'x' }] }],
        }),
      ),
  ],
  [
    'a status with object pricing',
    () =>
      incoming((_, value) =>
        Object.assign(value, {
          messages: [],
          statuses: [{ id: 'wamid.x', status: 'sent', pricing: { category: {} } }],
        }),
      ),
  ],
  ['messages: {}', () => incoming((_, value) => Object.assign(value, { messages: {} }))],
  ['messages: ["x"]', () => incoming((_, value) => Object.assign(value, { messages: ['x'] }))],
  ['a numeric from', () => incoming((message) => Object.assign(message, { from: 5511987650000 }))],
  ['a from of letters', () => incoming((message) => Object.assign(message, { from: 'abc' }))],
  ['a from of 300 digits', () => incoming((message) => Object.assign(message, { from: '9'.repeat(300) }))],
  ['a text timestamp', () => incoming((message) => Object.assign(message, { timestamp: 'ontem' }))],
  [
    'a huge timestamp',
    () => incoming((message) => Object.assign(message, { timestamp: '99999999999999999999' })),
  ],
  ['a numeric timestamp', () => incoming((message) => Object.assign(message, { timestamp: 1e300 }))],
  ['a negative timestamp', () => incoming((message) => Object.assign(message, { timestamp: '-5' }))],
  [
    'a text body that is an object',
    () => incoming((message) => Object.assign(message, { text: { body: {} } })),
  ],
  ['text: "SAIR"', () => incoming((message) => Object.assign(message, { text: 'SAIR' }))],
  ['type: 5', () => incoming((message) => Object.assign(message, { type: 5 }))],
  [
    'metadata without a phone number id',
    () => incoming((_, value) => Object.assign(value, { metadata: {} })),
  ],
  [
    'a numeric phone number id',
    () => incoming((_, value) => Object.assign(value, { metadata: { phone_number_id: 5 } })),
  ],
  ['messages: null', () => incoming((_, value) => Object.assign(value, { messages: null }))],
];

describe('a signed WhatsApp delivery of an unexpected shape', () => {
  it.each(shapes)('%s: 200, nothing written', async (_, shape) => {
    const before = await contacts();
    const answer = await fake.deliver(webhookUrl, shape());
    expect(answer.status).toBe(200);
    expect(await contacts()).toEqual(before);
  });

  it('keeps the well-formed message of a delivery whose other message is malformed', async () => {
    const payload = incoming((message, value) => {
      value.messages = [
        { ...message, from: 5511 },
        { ...message, from: '5511987651111' },
      ];
    });
    expect((await fake.deliver(webhookUrl, payload)).status).toBe(200);
    expect((await contacts()).map((row) => row.phone)).toContain('5511987651111');
  });
});
