/**
 * The till's fiscal screens follow the panel's real-time stream (issue 35): each `receipt` event
 * (`{ id, billId, orderId, status }`, ids and states only: never the CPF nor the access key) says a
 * note was issued, authorized, rejected, sent again or cancelled; the screen reads the note or the
 * list again. The server sends these only to people who may issue or cancel notes. The stream is the
 * panel's shared one (lib/panel-events.ts); the screens' polling covers a stream that is down.
 */
import type { ReceiptStatus } from '../../../domain/fiscal/receipt-status';
import { usePanelEvents } from '../../lib/panel-events';

export interface ReceiptEvent {
  id: string;
  billId: string | null;
  orderId: string | null;
  status: ReceiptStatus;
}

export function useReceiptEvents(
  restaurantId: string,
  onEvent: (event: ReceiptEvent) => void,
  enabled = true,
) {
  usePanelEvents(
    restaurantId,
    {
      receipt: (message) => {
        let event: ReceiptEvent;
        try {
          event = JSON.parse(message.data) as ReceiptEvent;
        } catch {
          return;
        }
        if (typeof event?.id === 'string') onEvent(event);
      },
    },
    enabled,
  );
}
