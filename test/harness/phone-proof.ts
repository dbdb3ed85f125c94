/**
 * Proving a diner's phone in tests: a code sender that keeps what it was asked to deliver (in place
 * of the restaurant's WhatsApp), and the diner's two calls (ask for a code, type it) through the real
 * API, returning the device cookie the app set.
 */
import { customerPhoneKey } from '../../src/domain/cart/customer-phone';
import type { App } from '../../src/server/lib/types';
import type { OneTimeCodeSender } from '../../src/server/modules/phone-proof/code-sender';

export function recordingCodeSender() {
  const sent: { restaurantId: string; phone: string; code: string }[] = [];
  const sender: OneTimeCodeSender = {
    async sendCode(input) {
      sent.push(input);
      return { delivered: true };
    },
  };
  return {
    sender,
    sent,
    lastCode: (phone: string) => [...sent].reverse().find((entry) => entry.phone === phone)?.code,
  };
}

let address = 0;

/** Asks for a code and types it; the answer's device cookie, ready for a `cookie` header. */
export async function provePhone(
  app: App,
  codes: ReturnType<typeof recordingCodeSender>,
  restaurantId: string,
  phone: string,
  cookie?: string,
): Promise<string> {
  address += 1;
  const remoteAddress = `10.66.${Math.floor(address / 250)}.${address % 250}`;
  const headers = cookie ? { cookie } : {};
  const asked = await app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/phone-proof/code`,
    remoteAddress,
    headers,
    payload: { phone },
  });
  if (asked.statusCode !== 200) throw new Error(`code request: ${asked.statusCode} ${asked.body}`);
  const code = codes.lastCode(customerPhoneKey(phone));
  if (!code) throw new Error('no code was sent');
  const verified = await app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/phone-proof/verify`,
    remoteAddress,
    headers,
    payload: { phone, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  const device = verified.cookies.find((c) => c.name === 'comanda_device');
  return device ? `comanda_device=${device.value}` : (cookie ?? '');
}
