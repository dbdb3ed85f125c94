import type { ReactNode } from 'react';
import { lightLabel } from '../../../components/ui/light-classes';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}

/** A label above its field, with an optional hint the field points to (aria-describedby={id}-hint). */
export function Field({ id, label, hint, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={lightLabel}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
