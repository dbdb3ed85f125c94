import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:opacity-60';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-24', className)} {...props} />;
}

/**
 * A number the owner types: a text field with the phone's numeric keyboard, because
 * `type="number"` refuses a decimal comma ("3,20") in most browsers. Parse what it holds with
 * `parseDecimalInput` (domain/format/decimal-input), as the forms' schemas do.
 */
export function NumberInput({ inputMode = 'decimal', ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input {...props} type="text" inputMode={inputMode} autoComplete="off" spellCheck={false} />;
}
