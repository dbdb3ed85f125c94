import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  default: 'bg-orange-700 text-white shadow-sm hover:bg-orange-800',
  secondary: 'bg-white text-orange-800 shadow-sm hover:bg-orange-50',
  outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
  ghost: 'text-stone-800 hover:bg-stone-100',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  link: 'text-orange-700 underline-offset-4 hover:underline',
} as const;

const SIZES = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'default'): string {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (a Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={cn(buttonClasses(variant, size), className)} {...props} />;
  return (
    <button type={type ?? 'button'} className={cn(buttonClasses(variant, size), className)} {...props} />
  );
}
