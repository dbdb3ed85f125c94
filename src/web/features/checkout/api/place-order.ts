import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import type { OrderRequestBody, PlacedOrder } from '../types';

/**
 * `POST /api/orders` with an Idempotency-Key, so a retry after a lost answer returns the first
 * order instead of a second one. Errors keep the API client's shape (status, server message).
 */
export async function placeOrder(body: OrderRequestBody, idempotencyKey: string): Promise<PlacedOrder> {
  const response = await fetch('/api/orders', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return JSON.parse(text) as PlacedOrder;
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderRequestBody; idempotencyKey: string }) =>
      placeOrder(body, idempotencyKey),
  });
}
