/**
 * PIX for diners: the restaurant's own key (CPF, CNPJ, e-mail, mobile phone or random key),
 * validated and kept in the canonical form the Central Bank's directory (DICT) uses, and the
 * static BR Code ('PIX copia e cola') for an order's exact total with the order number as txid.
 * Generated offline by @brazilian-utils/brazilian-utils, which follows the BR Code manual
 * (EMV fields, CRC16-CCITT); our tests check its output against known-good payloads.
 */
import { generatePixPayload, getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import type { Cents } from '../money/money';

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  evp: 'Chave aleatória',
};

const INVALID_KEY: Record<PixKeyType, string> = {
  cpf: 'CPF inválido: confira os 11 dígitos',
  cnpj: 'CNPJ inválido: confira os 14 dígitos',
  email: 'E-mail inválido para chave PIX',
  phone: 'Celular inválido: use DDD e número, ex. (11) 98765-4321',
  evp: 'Chave aleatória inválida: use o formato 123e4567-e89b-12d3-a456-426614174000',
};

/** A typed mobile number as the DICT writes it: +55, the area code and the 9-digit number. */
function phoneCandidate(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
  return national.length === 11 ? `+55${national}` : null;
}

/** The key in canonical DICT form when it is a valid key of the chosen type; otherwise null. */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const candidate = type === 'phone' ? phoneCandidate(value) : value;
  const info = candidate ? getPixKeyInfo(candidate) : null;
  return info?.type === type ? info.value : null;
}

/** The type of a key already in canonical form (as stored), or null when it is not a key. */
export function pixKeyTypeOf(canonical: string): PixKeyType | null {
  return getPixKeyInfo(canonical)?.type ?? null;
}

export const pixKeySchema = z
  .object({
    type: z.enum(PIX_KEY_TYPES, { error: 'Escolha o tipo da chave PIX' }),
    key: z
      .string({ error: 'Informe a chave PIX' })
      .trim()
      .min(1, 'Informe a chave PIX')
      .max(100, 'Chave PIX longa demais'),
  })
  .transform((value, context) => {
    const key = normalizePixKey(value.type, value.key);
    if (!key) {
      context.addIssue({ code: 'custom', message: INVALID_KEY[value.type], path: ['key'] });
      return z.NEVER;
    }
    return { type: value.type, key };
  });
export type PixKeyInput = z.input<typeof pixKeySchema>;

export interface PixChargeInput {
  /** The receiver's key, canonical or as typed. */
  key: string;
  /** Receiver name and city as the payer's bank shows them (folded to ASCII, 25 and 15 chars). */
  merchantName: string;
  merchantCity: string;
  amountCents: Cents;
  /** 1 to 25 letters and digits: the order number. */
  txid: string;
}

/** The 'copia e cola' payload for an exact amount; throws when an input cannot go in a BR Code. */
export function pixCopyPaste(input: PixChargeInput): string {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error('PIX amount must be a positive number of cents');
  }
  const payload = generatePixPayload({
    key: input.key,
    merchantName: input.merchantName,
    merchantCity: input.merchantCity,
    amount: input.amountCents / 100,
    txid: input.txid,
  });
  if (!payload) throw new Error('PIX payload could not be generated from these inputs');
  return payload;
}
