import { DELIVERY_LABELS } from '../../../../domain/whatsapp/whatsapp-rules';
import type { OrderMessageState } from '../api/whatsapp-api';

const TONE: Record<OrderMessageState['status'], string> = {
  queued: 'bg-stone-100 text-stone-800',
  sent: 'bg-stone-100 text-stone-800',
  delivered: 'bg-green-100 text-green-900',
  read: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  opted_out: 'bg-stone-100 text-stone-800',
};

/** 'WhatsApp: enviada / entregue / lida / falhou' on an order of the panel (nothing without consent). */
export function WhatsAppOrderStatus({ state }: { state: OrderMessageState | undefined }) {
  if (!state) return null;
  return (
    <span
      className={`inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[state.status]}`}
      title={state.errorCode ? `Código da Meta: ${state.errorCode}` : undefined}
    >
      WhatsApp: {DELIVERY_LABELS[state.status]}
    </span>
  );
}
