import { useId } from 'react';
import { PERIOD_PRESET_LABELS, PERIOD_PRESETS } from '../../../../domain/reports/report-range';
import { fieldClasses, Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import type { PeriodChoice } from '../lib/report-request';

/** A preset ('Este mês', 'Últimos 7 dias'...) or 'Personalizado' with a start and an end day. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (value: PeriodChoice) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-preset`}>Período</Label>
      <select
        id={`${id}-preset`}
        className={cn(fieldClasses, 'h-10')}
        value={value.preset}
        onChange={(event) => onChange({ ...value, preset: event.target.value as PeriodChoice['preset'] })}
      >
        {PERIOD_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {PERIOD_PRESET_LABELS[preset]}
          </option>
        ))}
        <option value="custom">Personalizado</option>
      </select>
      {value.preset === 'custom' && (
        <div className="grid grid-cols-2 gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-from`}>De</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={value.from ?? ''}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-to`}>Até</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={value.to ?? ''}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/** A custom period needs both days, in order; presets are always complete. */
export function periodError(value: PeriodChoice): string | null {
  if (value.preset !== 'custom') return null;
  if (!value.from || !value.to) return 'Informe o início e o fim do período';
  if (value.to < value.from) return 'A data final deve ser igual ou posterior à inicial';
  return null;
}
