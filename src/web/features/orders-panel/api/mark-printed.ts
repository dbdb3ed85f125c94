import { api, isApiError } from '../../../lib/api-client';
import type { PanelOrder } from '../types';

/**
 * Records that an order's kitchen ticket was printed. The server sets the mark once: the answer is
 * null when the order had been printed already, which is how automatic printing never prints an
 * order twice, even with the panel open on two devices.
 */
export async function markPrinted(orderId: string): Promise<PanelOrder | null> {
  try {
    return await api.post<PanelOrder>(`/api/orders/${encodeURIComponent(orderId)}/printed`);
  } catch (error) {
    if (isApiError(error, 409)) return null;
    throw error;
  }
}
