/**
 * A light modal dialog for the public menu's small bundle (no dialog library): focus moves in and
 * stays inside (Tab cycles), Escape and the backdrop close it, the page behind does not scroll, and
 * focus returns where it was. It is not the browser's top-layer <dialog>, so toasts (z-60) still
 * show above it and stay reachable. Radix Dialog remains the admin panel's dialog.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The accessible name: rendered as the dialog's heading. */
  title: ReactNode;
  description?: ReactNode;
  /** 'center' for a dialog, 'sheet' for a side panel over the right edge. */
  variant?: 'center' | 'sheet';
  children: ReactNode;
}

const VARIANTS = {
  center:
    'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl',
  sheet: 'inset-y-0 right-0 h-dvh w-full max-w-md',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ open, onOpenChange, title, description, variant = 'center', children }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The dialog itself takes focus, so its title is announced; Tab then walks its controls.
    ref.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;
  return createPortal(
    <>
      <div
        aria-hidden="true"
        className="fixed inset-0 z-50 bg-stone-950/60"
        onClick={() => onOpenChange(false)}
      />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`fixed z-50 flex flex-col overflow-hidden bg-white text-stone-900 shadow-xl focus:outline-none ${VARIANTS[variant]}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-stone-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-stone-700">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            aria-label="Fechar"
            className="grid size-10 shrink-0 place-items-center rounded-lg text-2xl leading-none text-stone-700 hover:bg-stone-100"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </>,
    document.body,
  );
}
