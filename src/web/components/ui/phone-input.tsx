import type { ComponentProps } from 'react';
import { maskPhoneTyping } from '../../../domain/format/format';

type PhoneInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange(value: string): void;
};

/**
 * The one phone field a diner types into (checkout, tracking, the points look-up): a telephone
 * keyboard, the browser's autofill, and the '(11) 99999-8888' mask whatever the person starts with
 * ('+55', a trunk 0, spaces). Plain and dependency-free: it ships in the menu's small bundle.
 */
export function PhoneInput({ value, onValueChange, ...props }: PhoneInputProps) {
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={20}
      placeholder="(11) 99999-8888"
      {...props}
      value={maskPhoneTyping(value)}
      onChange={(event) => onValueChange(maskPhoneTyping(event.target.value))}
    />
  );
}
