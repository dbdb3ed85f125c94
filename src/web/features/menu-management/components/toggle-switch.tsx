import { cn } from '../../../lib/cn';

interface ToggleSwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label, e.g. 'Esgotado'. */
  label: string;
  /** Extra words for screen readers only, e.g. the item's name. */
  context?: string;
  disabled?: boolean;
}

/** A one-tap on/off switch with its label, announced as a switch. */
export function ToggleSwitch({ checked, onCheckedChange, label, context, disabled }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className="inline-flex min-h-9 items-center gap-2 rounded-lg px-1 text-left text-sm font-medium text-stone-800 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors',
          checked ? 'bg-red-700' : 'bg-stone-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-4',
          )}
        />
      </span>
      {label}
      {context && <span className="sr-only"> ({context})</span>}
    </button>
  );
}
