import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface RingAlertProps {
  pending: number;
  muted: boolean;
  blocked: boolean;
  onMutedChange: (muted: boolean) => void;
}

/** 'Novo pedido!' while orders wait for confirmation: the ring's visible state, with its mute switch. */
export function RingAlert({ pending, muted, blocked, onMutedChange }: RingAlertProps) {
  return (
    <div
      role="alert"
      data-ringing={!muted}
      className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-orange-600 bg-orange-50 px-4 py-3 text-orange-950"
    >
      {muted ? (
        <BellOff className="size-6 shrink-0" aria-hidden="true" />
      ) : (
        <BellRing className="size-6 shrink-0 motion-safe:animate-bounce" aria-hidden="true" />
      )}
      <p className="flex-1">
        <strong className="text-lg">Novo pedido!</strong>{' '}
        {pending === 1 ? '1 pedido aguardando confirmação.' : `${pending} pedidos aguardando confirmação.`}
        {muted && ' Som desativado.'}
        {!muted && blocked && ' Toque em qualquer lugar da página para ativar o som.'}
      </p>
      <Button variant="outline" size="sm" aria-pressed={muted} onClick={() => onMutedChange(!muted)}>
        {muted ? 'Ativar som' : 'Silenciar'}
      </Button>
    </div>
  );
}
