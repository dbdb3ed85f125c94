import { Delete } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

interface PinPadProps {
  value: string;
  onChange: (pin: string) => void;
  maxLength?: number;
}

/** Big digit keys for a tablet or a phone; the typed digits show only as dots. */
export function PinPad({ value, onChange, maxLength = 6 }: PinPadProps) {
  const press = (digit: string) => value.length < maxLength && onChange(value + digit);
  return (
    <div className="flex flex-col items-center gap-4">
      <output aria-label={`${value.length} de até ${maxLength} números digitados`} className="flex h-6 gap-3">
        {Array.from({ length: Math.max(4, value.length) }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
            key={index}
            className={`size-4 rounded-full border-2 border-stone-700 ${index < value.length ? 'bg-stone-800' : ''}`}
          />
        ))}
      </output>
      <div className="grid w-full max-w-64 grid-cols-3 gap-3">
        {KEYS.map((digit) => (
          <Button
            key={digit}
            type="button"
            variant="outline"
            className="h-14 text-xl"
            onClick={() => press(digit)}
          >
            {digit}
          </Button>
        ))}
        <span />
        <Button type="button" variant="outline" className="h-14 text-xl" onClick={() => press('0')}>
          0
        </Button>
        <Button
          type="button"
          variant="ghost"
          className="h-14"
          aria-label="Apagar último número"
          onClick={() => onChange(value.slice(0, -1))}
        >
          <Delete />
        </Button>
      </div>
    </div>
  );
}
