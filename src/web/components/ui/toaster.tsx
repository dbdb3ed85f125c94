import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToast } from './use-toast';

/**
 * Section 9: 5000 ms by default, swipe right past 50 px to dismiss, F8 jumps to the viewport.
 * The viewport is a polite live region that is always in the page, so a toast added to it is read
 * once; Radix's own announcer would otherwise keep a second, hidden copy of every message.
 */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notificação"
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          {/* Announced by the live viewport below, not by Radix's extra hidden copy of the text. */}
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport
        hotkey={TOAST_HOTKEY}
        label="Notificações ({hotkey})"
        aria-live="polite"
        aria-relevant="additions text"
      />
    </ToastProvider>
  );
}
