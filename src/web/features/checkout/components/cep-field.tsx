import { useState } from 'react';
import { lightField } from '../../../components/ui/light-classes';
import { type CepAddress, cepDigits, lookupCep } from '../../cep/cep-lookup';
import { Field } from './field';

const maskCep = (typed: string) => {
  const digits = cepDigits(typed).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/**
 * 'CEP (opcional)': once 8 digits are typed, the street and neighbourhood are filled from the
 * look-up; when it is unreachable the diner just types the address, with no error in the way.
 */
export function CepField({ onAddress }: { onAddress(address: CepAddress): void }) {
  const [cep, setCep] = useState('');
  const [found, setFound] = useState<CepAddress | null>(null);
  const change = async (typed: string) => {
    const masked = maskCep(typed);
    setCep(masked);
    setFound(null);
    if (cepDigits(masked).length !== 8) return;
    const address = await lookupCep(masked);
    if (!address) return;
    setFound(address);
    onAddress(address);
  };
  return (
    <Field id="checkout-cep" label="CEP (opcional)">
      <input
        id="checkout-cep"
        className={lightField}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        value={cep}
        aria-describedby="checkout-cep-found"
        onChange={(event) => void change(event.target.value)}
      />
      <p id="checkout-cep-found" role="status" className="text-sm text-stone-700">
        {found ? `${found.city} - ${found.state}: complete com o número.` : ''}
      </p>
    </Field>
  );
}
