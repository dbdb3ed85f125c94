import { cn } from '../../../lib/cn';

interface ControlSwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The item's name, for screen readers. */
  itemName: string;
  disabled?: boolean;
}

/** The table's 'Ativo'/'Inativo' stock-control switch, announced as a switch. */
export function ControlSwitch({ checked, onCheckedChange, itemName, disabled }: ControlSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`Controle de estoque de ${itemName}`}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className="inline-flex min-h-9 items-center gap-2 rounded-lg px-1 text-sm font-medium text-stone-800 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors',
          checked ? 'bg-green-700' : 'bg-stone-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-4',
          )}
        />
      </span>
      <span aria-hidden="true">{checked ? 'Ativo' : 'Inativo'}</span>
    </button>
  );
}
