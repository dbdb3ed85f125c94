/**
 * The `Idempotency-Key` header, read the same way by every route that takes one: a bill's payment
 * and a register movement (trimmed, 1 to 100 characters, else 400), and the orders placed by a
 * diner or at the counter (declared in the route's schema: 8 to 100 URL-safe characters).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { badRequest } from './http-error';

export const IDEMPOTENCY_KEY_INVALID = 'Chave de idempotência inválida (até 100 caracteres).';

/** A payment's or a movement's key, trimmed; null when none was sent; 400 when empty or too long. */
export function idempotencyKey(headers: IncomingHttpHeaders): string | null {
  const header = headers['idempotency-key'];
  if (typeof header !== 'string') return null;
  const key = header.trim();
  if (key.length === 0 || key.length > 100) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return key;
}

/** An order's key, in the route's `headers` schema: a client-made random token, optional. */
export const orderIdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key inválida: use de 8 a 100 letras, números, - ou _')
    .optional(),
});
