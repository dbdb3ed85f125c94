import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Short guidance under the label, announced with the field. */
  hint?: string;
  error?: string;
  className?: string;
  /** Receives the ids to put in the field's aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, the field, its hint and its error message, wired together for screen readers. */
export function FormField({ id, label, hint, error, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
