/**
 * The bill's NFC-e at the till (issue 35, decision 0052), only for a restaurant with a fiscal profile
 * and a role that issues notes (`fiscal.issue`): 'CPF na nota?' while the bill is being paid (masked,
 * check digits checked here, sent with the payments, kept on the bill for its note) and, once it is
 * closed, the sale's note (fiscal-receipts/components/sale-note.tsx). A restaurant without a profile
 * sees none of it.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Capability } from '../../../../../domain/staff/capabilities';
import { Input } from '../../../../components/ui/input';
import { maskCpfInput, typedCpf } from '../../../fiscal-receipts/cpf';
import { fiscalProfileQuery } from '../../../fiscal-settings/api';

/** The restaurant's issue mode when it issues NFC-e and the role may issue them; null otherwise. */
export function useFiscalIssueMode(
  restaurantId: string,
  can: (capability: Capability) => boolean,
): 'automatico' | 'manual' | null {
  const allowed = can('fiscal.issue');
  const profile = useQuery({ ...fiscalProfileQuery(restaurantId), enabled: allowed, retry: false });
  if (!allowed) return null;
  return profile.data?.issueMode ?? null;
}

interface CpfFieldProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/** 'CPF na nota?' for the bill: optional; a wrong CPF is said as it is typed in full. */
export function BillCpfField({ value, onChange, disabled }: CpfFieldProps) {
  const id = useId();
  const checked = typedCpf(value);
  const complete = value.replace(/\D/g, '').length === 11;
  const error = 'error' in checked && complete ? checked.error : null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-900">
        CPF na nota? <span className="font-normal text-stone-600">(opcional)</span>
      </label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        className="w-48"
        value={value}
        disabled={disabled}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(maskCpfInput(event.target.value))}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The digits to send with a payment; undefined for none; null when what is typed is not a CPF. */
export function cpfToSend(value: string): string | undefined | null {
  const checked = typedCpf(value);
  if ('error' in checked) return null;
  return checked.cpf ?? undefined;
}
