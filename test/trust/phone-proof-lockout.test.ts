/**
 * Issue 32, item 12: three requests for a diner's number locked her out of phone proof at every
 * restaurant for ten minutes. The limits are now counted per restaurant and per asking address, so
 * an attacker spends only his own share, where he asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { recordingCodeSender } from '../harness/phone-proof';

let ctx: TestContext;
let first: string;
let second: string;
const codes = recordingCodeSender();

beforeAll(async () => {
  ctx = await createTestApp({}, { codeSender: codes.sender });
  first = (await registerOwner(ctx.app)).restaurant.id;
  second = (await registerOwner(ctx.app)).restaurant.id;
}, 120_000);
afterAll(() => ctx?.close());

const askCode = (restaurantId: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/phone-proof/code`,
    payload: { phone: '(31) 98877-1200' },
    remoteAddress,
  });

describe('phone proof cannot be locked by someone else', () => {
  it('still sends the diner her code after an attacker spent his requests for her number', async () => {
    const attacker = [];
    for (let index = 0; index < 4; index += 1) attacker.push((await askCode(first, '10.12.0.66')).statusCode);
    expect(attacker).toEqual([200, 200, 200, 429]);

    // The diner, from her own phone, at the same restaurant and at another one.
    const atFirst = await askCode(first, '10.12.0.7');
    expect(atFirst.statusCode).toBe(200);
    expect(atFirst.json()).toMatchObject({ delivered: true });
    expect((await askCode(second, '10.12.0.7')).statusCode).toBe(200);
    expect(codes.sent.filter((sent) => sent.phone === '5531988771200')).toHaveLength(5);
  });
});
