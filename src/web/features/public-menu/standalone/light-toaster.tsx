/**
 * Toasts for the standalone menu page without Radix Toast: the same store (`toast()`), at most one
 * visible (section 9), closed after 5000 ms or by its button, announced by a live region.
 * They sit at the bottom, never over the title of the cart or the confirmation (issue 32, item 31):
 * on a phone just above the 'Ver carrinho' bar (its 5.5rem), from 640 px at the bottom left, clear
 * of the centred bar and of the cart panel on the right.
 */
import { useEffect } from 'react';
import { dismissToast, useToast } from '../../../components/ui/use-toast';

export const LIGHT_TOAST_DURATION = 5000;

export function LightToaster() {
  const { toasts } = useToast();
  const current = toasts.find((item) => item.open);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissToast(current.id), current.duration ?? LIGHT_TOAST_DURATION);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <section
      aria-label="Notificações"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 pb-[calc(5.5rem+env(safe-area-inset-bottom))] sm:justify-start sm:pb-4"
    >
      <div aria-live="polite" aria-atomic="true" className="w-full max-w-md sm:max-w-sm">
        {current && (
          <div
            role={current.variant === 'destructive' ? 'alert' : 'status'}
            className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg ${
              current.variant === 'destructive'
                ? 'border-red-800 bg-red-700 text-white'
                : 'border-stone-200 bg-white text-stone-900'
            }`}
          >
            <div className="grid flex-1 gap-1">
              <p className="font-semibold">{current.title}</p>
              {current.description && <p className="text-sm">{current.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(current.id)}
              aria-label="Fechar notificação"
              className="grid size-8 place-items-center rounded-md text-xl leading-none"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
