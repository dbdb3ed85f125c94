import { useRef, useState } from 'react';
import { lightField } from '../../../components/ui/light-classes';
import { askCep, type CepAddress, cepDigits } from '../../cep/cep-lookup';
import { Field } from './field';

const maskCep = (typed: string) => {
  const digits = cepDigits(typed).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/**
 * 'CEP (opcional)': once 8 digits are typed, the street and neighbourhood are filled from the
 * look-up. When the CEP is unknown or the look-up is down the field says so, and the address
 * fields below stay open to be typed by hand.
 */
export function CepField({ onAddress }: { onAddress(address: CepAddress): void }) {
  const [cep, setCep] = useState('');
  const [note, setNote] = useState('');
  // Only the answer for the CEP in the field counts: a slow one for an earlier CEP is dropped.
  const asked = useRef('');
  const change = async (typed: string) => {
    const masked = maskCep(typed);
    setCep(masked);
    setNote('');
    asked.current = masked;
    if (cepDigits(masked).length !== 8) return;
    const answer = await askCep(masked);
    if (asked.current !== masked) return;
    if (!answer.ok) return setNote(answer.message);
    setNote(`${answer.address.city} - ${answer.address.state}: complete com o número.`);
    onAddress(answer.address);
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
        {note}
      </p>
    </Field>
  );
}
