/**
 * 'Dividir conta' (`bills.split`): in equal parts (how many people), by item (each line to one
 * person or shared among several; a line nobody takes is the table's, shared by all) or by amounts
 * (each part's amount; what is left to share is shown as they are typed, and a rest becomes 'O
 * restante'). The server splits, to the cent, and its parts are what the screen shows; with a part
 * already holding a payment only the rest is split again, in equal parts or by amounts (decision 0041).
 */
import { useId, useState } from 'react';
import { formatBRL } from '../../../../../domain/format/format';
import { centsToDecimal } from '../../../../../domain/money/money';
import { Button } from '../../../../components/ui/button';
import { Input, NumberInput } from '../../../../components/ui/input';
import { Tabs, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { serverMessage } from '../../../../lib/api-client';
import { type BillView, useBillClosingAction } from '../../api';
import { cents, money, typedCents } from './format';

type Method = 'equal' | 'items' | 'amounts';

const MAX_PARTS = 200;
const count = (value: string) => value.replace(/\D/g, '').slice(0, 3);
const person = (index: number) => ({ key: `p${index + 1}`, name: `Pessoa ${index + 1}` });

interface BillSplitFormProps {
  restaurantId: string;
  bill: BillView;
  onDone(): void;
}

export function BillSplitForm({ restaurantId, bill, onDone }: BillSplitFormProps) {
  const closing = bill.closing!;
  const action = useBillClosingAction(restaurantId, bill.id);
  const id = useId();
  const held = closing.split.parts.filter((part) => cents(part.paid) > 0);
  // What is split: the bill, less the parts that already hold a payment (they are kept as they are).
  const toSplit = cents(closing.total) - held.reduce((sum, part) => sum + cents(part.amount), 0);
  const [method, setMethod] = useState<Method>('equal');
  const start = Math.min(Math.max(bill.people ?? 2, 2), 20);
  const [parts, setParts] = useState(String(start));
  const [amounts, setAmounts] = useState<string[]>(['', '']);
  const [people, setPeople] = useState(() => Array.from({ length: start }, (_, index) => person(index)));
  const [assigned, setAssigned] = useState<Record<string, string[]>>({});
  const lines = closing.lines ?? [];

  const split = (body: unknown) => action.mutate({ path: '/split', body }, { onSuccess: onDone });
  const typed = amounts.map(typedCents);
  const typedSum = typed.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const left = toSplit - typedSum;
  const amountsReady = typed.length > 0 && typed.every((value) => value !== null && value > 0) && left >= 0;
  const partCount = Number.parseInt(parts, 10);

  const toggle = (lineId: string, key: string) =>
    setAssigned((current) => {
      const takers = current[lineId] ?? [];
      return {
        ...current,
        [lineId]: takers.includes(key) ? takers.filter((taker) => taker !== key) : [...takers, key],
      };
    });

  return (
    <section
      aria-label="Dividir conta"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-stone-900">Dividir conta</h3>
        <p className="text-sm text-stone-700">
          {held.length > 0 ? 'A dividir (fora as partes com pagamento)' : 'A dividir'}:{' '}
          <strong className="text-stone-900">{formatBRL(toSplit)}</strong>
        </p>
      </div>
      <Tabs
        value={method}
        onValueChange={(value) => {
          action.reset();
          setMethod(value as Method);
        }}
      >
        <TabsList aria-label="Como dividir">
          <TabsTrigger value="equal">Partes iguais</TabsTrigger>
          {held.length === 0 && <TabsTrigger value="items">Por item</TabsTrigger>}
          <TabsTrigger value="amounts">Por valor</TabsTrigger>
        </TabsList>
      </Tabs>
      {held.length > 0 && (
        <p className="text-sm text-stone-700">
          Com uma parte já paga, o restante só pode ser dividido em partes iguais ou por valores.
        </p>
      )}

      {method === 'equal' && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            split({ method: 'equal', parts: partCount });
          }}
        >
          <label htmlFor={`${id}-parts`} className="flex flex-col gap-1 text-sm font-medium text-stone-900">
            Número de pessoas
            <NumberInput
              id={`${id}-parts`}
              inputMode="numeric"
              className="w-24"
              value={parts}
              onChange={(event) => setParts(count(event.target.value))}
            />
          </label>
          <Button type="submit" disabled={action.isPending || !(partCount >= 1 && partCount <= MAX_PARTS)}>
            {action.isPending ? 'Dividindo…' : `Dividir em ${partCount >= 1 ? partCount : '…'} partes`}
          </Button>
        </form>
      )}

      {method === 'amounts' && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            split({ method: 'amounts', amounts: typed.map((value) => centsToDecimal(value ?? 0)) });
          }}
        >
          <ul className="flex flex-col gap-2">
            {amounts.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the fields are the parts in order.
              <li key={index} className="flex items-end gap-2">
                <label
                  htmlFor={`${id}-amount-${index}`}
                  className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-stone-900"
                >
                  Parte {index + 1} (R$)
                  <NumberInput
                    id={`${id}-amount-${index}`}
                    placeholder="0,00"
                    value={value}
                    aria-invalid={value !== '' && !(typed[index]! > 0)}
                    onChange={(event) =>
                      setAmounts((current) =>
                        current.map((old, at) => (at === index ? event.target.value : old)),
                      )
                    }
                  />
                </label>
                {amounts.length > 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Tirar a parte ${index + 1}`}
                    onClick={() => setAmounts((current) => current.filter((_, at) => at !== index))}
                  >
                    Tirar
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <p
            aria-live="polite"
            className={`rounded-lg p-2 text-sm font-medium ${left < 0 ? 'bg-red-50 text-red-900' : left === 0 ? 'bg-green-50 text-green-900' : 'bg-white text-stone-800'}`}
          >
            {left < 0
              ? `Passou ${formatBRL(-left)} do valor a dividir.`
              : left === 0
                ? 'Os valores fecham a conta.'
                : `Falta distribuir ${formatBRL(left)} (fica como 'O restante').`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={amounts.length >= MAX_PARTS}
              onClick={() => setAmounts((current) => [...current, ''])}
            >
              Mais uma parte
            </Button>
            <Button type="submit" disabled={action.isPending || !amountsReady}>
              {action.isPending ? 'Dividindo…' : 'Dividir por valor'}
            </Button>
          </div>
        </form>
      )}

      {method === 'items' && (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            split({
              method: 'items',
              people: people.map(({ key, name }) => ({
                key,
                name: name.trim(),
                lineIds: lines.filter((line) => assigned[line.id]?.includes(key)).map((line) => line.id),
              })),
            });
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-stone-900">Quem divide</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {people.map((member, index) => (
                <li key={member.key} className="flex items-center gap-2">
                  <Input
                    aria-label={`Nome da pessoa ${index + 1}`}
                    value={member.name}
                    maxLength={100}
                    onChange={(event) =>
                      setPeople((current) =>
                        current.map((old) =>
                          old.key === member.key ? { ...old, name: event.target.value } : old,
                        ),
                      )
                    }
                  />
                  {people.length > 1 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Tirar ${member.name || `a pessoa ${index + 1}`}`}
                      onClick={() => setPeople((current) => current.filter((old) => old.key !== member.key))}
                    >
                      Tirar
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={people.length >= MAX_PARTS}
                onClick={() =>
                  setPeople((current) => {
                    const used = new Set(current.map((old) => old.key));
                    let next = current.length;
                    while (used.has(person(next).key)) next += 1;
                    return [...current, person(next)];
                  })
                }
              >
                Mais uma pessoa
              </Button>
            </div>
          </fieldset>
          <p className="text-sm text-stone-700">
            Marque quem fica com cada item; marque várias pessoas para dividir um item. Item sem ninguém
            marcado é da mesa: fica dividido entre todos.
          </p>
          <ul className="flex flex-col gap-2">
            {lines.map((line) => (
              <li key={line.id} className="rounded-lg border border-stone-200 bg-white p-2">
                <p className="flex justify-between gap-2 text-stone-900">
                  <span className="min-w-0 break-words">
                    {line.quantity}x {line.name}
                  </span>
                  <span className="shrink-0">{money(line.amount)}</span>
                </p>
                <fieldset className="mt-1 flex flex-wrap gap-2">
                  <legend className="sr-only">{`Quem fica com ${line.quantity}x ${line.name}`}</legend>
                  {people.map((member) => (
                    <label
                      key={member.key}
                      className="flex min-h-9 cursor-pointer items-center gap-2 rounded-lg border border-stone-200 px-2 text-sm has-[:checked]:border-orange-600 has-[:checked]:bg-orange-50"
                    >
                      <input
                        type="checkbox"
                        checked={assigned[line.id]?.includes(member.key) ?? false}
                        onChange={() => toggle(line.id, member.key)}
                      />
                      {member.name || member.key}
                    </label>
                  ))}
                </fieldset>
              </li>
            ))}
          </ul>
          <div>
            <Button type="submit" disabled={action.isPending || people.length === 0}>
              {action.isPending ? 'Dividindo…' : 'Dividir por item'}
            </Button>
          </div>
        </form>
      )}

      {action.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(action.error) ?? 'Não foi possível dividir. Tente de novo.'}
        </p>
      )}
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </section>
  );
}
