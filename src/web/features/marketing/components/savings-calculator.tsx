import { Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { computeSavings, defaultSavingsInputs, type SavingsField } from '../savings';
import { SavingsResult } from './savings-result';

const FIELDS: { key: SavingsField; label: string; inputMode: 'numeric' | 'decimal' }[] = [
  { key: 'orders', label: 'Pedidos por mês', inputMode: 'numeric' },
  { key: 'averageTicket', label: 'Ticket médio (R$)', inputMode: 'decimal' },
  { key: 'feePercent', label: 'Comissão do app (%)', inputMode: 'decimal' },
];

/** How much a restaurant pays a commission app per month, against the flat plan. */
export function SavingsCalculator() {
  const [inputs, setInputs] = useState(defaultSavingsInputs);
  const id = useId();
  const { result, invalid } = computeSavings(inputs);

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 py-16">
      <div className="grid gap-8 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm md:grid-cols-2 md:p-10">
        <div>
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-3xl font-bold text-stone-900">
            <Calculator className="size-7 text-orange-700" aria-hidden="true" />
            Quanto você economiza
          </h2>
          <p className="mt-3 text-stone-700">
            Coloque os números do seu restaurante e compare a comissão dos apps com o plano fixo.
          </p>
          <div className="mt-6 flex flex-col gap-4">
            {FIELDS.map((field) => (
              <div key={field.key} className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
                <Input
                  id={`${id}-${field.key}`}
                  inputMode={field.inputMode}
                  value={inputs[field.key]}
                  aria-invalid={invalid.includes(field.key) ? true : undefined}
                  onChange={(event) =>
                    setInputs((current) => ({ ...current, [field.key]: event.target.value }))
                  }
                />
              </div>
            ))}
          </div>
        </div>
        {result ? (
          <SavingsResult result={result} />
        ) : (
          <p role="status" className="rounded-2xl bg-stone-100 p-6 text-stone-800">
            Preencha números válidos: pedidos inteiros, ticket em reais (ex.: 50,00) e comissão de 0 a 100%.
          </p>
        )}
      </div>
    </section>
  );
}
