import { formatNextOpening } from '../../../../domain/cart/closed-notice';
import type { StoreSettingsView } from '../../../../domain/menu/menu-api';
import { cn } from '../../../lib/cn';

/** Whether diners can order right now, as the public menu shows it. */
export function StoreStatus({ settings }: { settings: StoreSettingsView }) {
  const next = settings.nextOpeningAt ? formatNextOpening(new Date(settings.nextOpeningAt)) : null;
  let text = 'Aberto agora: recebendo pedidos.';
  if (settings.closedReason === 'paused') text = `Pedidos pausados${next ? ` até ${next}` : ''}.`;
  else if (!settings.isOpen) text = `Fechado agora${next ? `: abre ${next}` : ''}.`;
  return (
    <p
      role="status"
      className={cn(
        'rounded-xl px-4 py-3 font-semibold',
        settings.isOpen ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950',
      )}
    >
      {text}
    </p>
  );
}
