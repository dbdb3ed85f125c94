import { cn } from '../../../lib/cn';
import type { LiveMode } from '../hooks/use-live-orders';

const TEXT: Record<LiveMode, string> = {
  live: 'Tempo real',
  polling: 'Atualização a cada 5 s',
  connecting: 'Conectando...',
};

/** Which way the list is kept fresh: the live stream, or the 5-second poll while it is down. */
export function LiveModeBadge({ mode }: { mode: LiveMode }) {
  return (
    <p
      role="status"
      data-mode={mode}
      className="inline-flex items-center gap-2 rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800"
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 rounded-full',
          mode === 'live' ? 'bg-green-600' : mode === 'polling' ? 'bg-amber-500' : 'bg-stone-400',
        )}
      />
      {TEXT[mode]}
    </p>
  );
}
