/**
 * Keeta sends the diner's phone and address "prefixed with ENC_" (customer.phone.number and
 * delivery.deliveryAddress district, number, complement, formattedAddress) and decrypts them with
 * `POST /v1/batchDecrypt`, item by item (errorCode 0 is "success";
 * api-docs.mykeeta.com/apis/opendelivery/orderapi/batchdecrypt.md). Only "merchant self-delivery or
 * third-party logistics (3PL)" orders can be decrypted (…/orderssection.md): for a Keeta-delivered
 * order the panel, the ticket and WhatsApp get a plain label, never the ENC_ text. Batches of 50 (the
 * Standard API's documented maximum; the Open Delivery page's number is not readable). Decrypted
 * values are personal data: nothing here logs them.
 */
import { OpenDeliveryError, type OpenDeliveryOrder } from '../open-delivery/open-delivery.types';
import { type BatchDecryptAnswer, isKeetaCipher } from './keeta.types';

export const KEETA_PROTECTED_ADDRESS = 'Endereço protegido (entrega Keeta)';
export const KEETA_PROTECTED_PHONE = 'Telefone protegido (entrega Keeta)';
const BATCH = 50;
const ADDRESS_FIELDS = ['district', 'number', 'complement', 'formattedAddress'] as const;

interface Decrypter {
  batchDecrypt(cipherTexts: string[]): Promise<BatchDecryptAnswer>;
}

/** The plain text of each cipher Keeta agreed to decrypt. */
async function decryptAll(client: Decrypter, ciphers: string[]): Promise<Map<string, string>> {
  const plain = new Map<string, string>();
  for (let start = 0; start < ciphers.length; start += BATCH) {
    try {
      const answer = await client.batchDecrypt(ciphers.slice(start, start + BATCH));
      for (const info of answer.plainInfos)
        if (!info.errorCode && typeof info.plainText === 'string' && !isKeetaCipher(info.plainText))
          plain.set(info.cipherText, info.plainText);
    } catch (error) {
      // A refusal of the request itself (not our token, not the rate limit, not Keeta down) is a
      // refusal to decrypt: the order still comes in, protected. Anything else is retried.
      const refused =
        error instanceof OpenDeliveryError &&
        error.status >= 400 &&
        error.status < 500 &&
        ![401, 408, 429].includes(error.status);
      if (!refused) throw error;
    }
  }
  return plain;
}

/** The order with Keeta's ENC_ fields decrypted, or replaced by the protected labels. */
export async function revealKeetaOrder(
  client: Decrypter,
  order: OpenDeliveryOrder,
): Promise<OpenDeliveryOrder> {
  const phone = order.customer?.phone;
  const address = order.delivery?.deliveryAddress as Record<string, unknown> | undefined;
  const ciphers = [phone?.number, ...ADDRESS_FIELDS.map((field) => address?.[field])].filter(isKeetaCipher);
  if (ciphers.length === 0) return order;
  const plain = await decryptAll(client, [...new Set(ciphers)]);
  const reveal = (value: unknown, label: string) =>
    isKeetaCipher(value) ? (plain.get(value) ?? label) : value;
  const revealed = structuredClone(order);
  if (revealed.customer?.phone)
    revealed.customer.phone.number = String(reveal(revealed.customer.phone.number, KEETA_PROTECTED_PHONE));
  const target = revealed.delivery?.deliveryAddress as Record<string, unknown> | undefined;
  if (target)
    for (const field of ADDRESS_FIELDS)
      target[field] = reveal(target[field], field === 'formattedAddress' ? KEETA_PROTECTED_ADDRESS : '');
  return revealed;
}
