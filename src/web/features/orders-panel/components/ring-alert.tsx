import { BellOff, BellRing } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RingSilence } from '../../../../domain/orders/ring-silence';
import { soundOffText } from './silence-control';

interface RingAlertProps {
  pending: number;
  silence: RingSilence | null;
  blocked: boolean;
  timeZone?: string;
  /** The silence switch (SilenceControl). */
  children: ReactNode;
}

/** 'Novo pedido!' while orders wait for confirmation: the ring's visible state, with its silence switch. */
export function RingAlert({ pending, silence, blocked, timeZone, children }: RingAlertProps) {
  return (
    <div
      role="alert"
      data-ringing={!silence}
      className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-orange-600 bg-orange-50 px-4 py-3 text-orange-950"
    >
      {silence ? (
        <BellOff className="size-6 shrink-0" aria-hidden="true" />
      ) : (
        <BellRing className="size-6 shrink-0 motion-safe:animate-bounce" aria-hidden="true" />
      )}
      <p className="flex-1">
        <strong className="text-lg">Novo pedido!</strong>{' '}
        {pending === 1 ? '1 pedido aguardando confirmação.' : `${pending} pedidos aguardando confirmação.`}
        {silence && ` ${soundOffText(silence, timeZone)}`}
        {!silence && blocked && ' Toque em qualquer lugar da página para ativar o som.'}
      </p>
      {children}
    </div>
  );
}

/** With no order waiting, a silence is still on show: the kitchen must know the next one will not ring. */
export function SoundOffNotice({
  silence,
  timeZone,
  children,
}: {
  silence: RingSilence;
  timeZone?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-stone-300 bg-stone-50 px-4 py-2 text-stone-900"
    >
      <BellOff className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium">{soundOffText(silence, timeZone)}</p>
      {children}
    </div>
  );
}
