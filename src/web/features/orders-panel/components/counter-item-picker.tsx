import { useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import type { HalfAndHalfPricing } from '../../../../domain/menu/menu';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { fieldClasses, Input, NumberInput } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { CounterMenuItem } from '../api/get-menu';
import { buildCounterLine, type CounterLine, priceCounterItem } from '../lib/counter-cart';

interface PickerProps {
  items: CounterMenuItem[];
  halfAndHalf: HalfAndHalfPricing;
  onAdd: (line: CounterLine) => void;
}

/** Choose an item, its options, the quantity and a note; the price shown is the server's rule. */
export function CounterItemPicker({ items, halfAndHalf, onAdd }: PickerProps) {
  const [itemId, setItemId] = useState('');
  const [optionIds, setOptionIds] = useState<string[]>([]);
  const [quantity, setQuantity] = useState('1');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();
  const item = items.find((candidate) => candidate.id === itemId);
  const preview = item ? priceCounterItem(item, optionIds, halfAndHalf) : null;

  const toggle = (groupOptions: string[], optionId: string, single: boolean) =>
    setOptionIds((current) => {
      if (current.includes(optionId)) return current.filter((id) => id !== optionId);
      return single
        ? [...current.filter((id) => !groupOptions.includes(id)), optionId]
        : [...current, optionId];
    });

  const add = () => {
    if (!item) return setError('Escolha um item do cardápio.');
    const result = buildCounterLine(item, { quantity: Number(quantity), notes, optionIds }, halfAndHalf);
    if ('error' in result) return setError(result.error);
    onAdd(result.line);
    setItemId('');
    setOptionIds([]);
    setQuantity('1');
    setNotes('');
    setError(undefined);
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">Adicionar item</legend>
      <Label htmlFor="counter-item">Item</Label>
      <select
        id="counter-item"
        className={fieldClasses}
        value={itemId}
        onChange={(event) => {
          setItemId(event.target.value);
          setOptionIds([]);
          setError(undefined);
        }}
      >
        <option value="">Escolha um item</option>
        {items.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name} — {formatBRL(parseCents(candidate.price) ?? 0)}
          </option>
        ))}
      </select>
      {item?.optionGroups?.map((group) => {
        const single = group.maxChoices === 1;
        const ids = group.options.map((option) => option.id);
        return (
          <fieldset key={group.id} className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-stone-900">
              {group.name} {group.isRequired ? '(obrigatório)' : `(até ${group.maxChoices})`}
            </legend>
            {group.options.map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-sm text-stone-900">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`counter-group-${group.id}`}
                  checked={optionIds.includes(option.id)}
                  disabled={option.isSoldOut}
                  onChange={() => toggle(ids, option.id, single)}
                />
                {option.name}
                {(parseCents(option.price) ?? 0) > 0 && ` (+ ${formatBRL(parseCents(option.price) ?? 0)})`}
                {option.isSoldOut && ' — Esgotado'}
              </label>
            ))}
          </fieldset>
        );
      })}
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="counter-quantity">Quantidade</Label>
          <NumberInput
            id="counter-quantity"
            min={1}
            max={99}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="counter-item-notes">Observação do item</Label>
          <Input
            id="counter-item-notes"
            value={notes}
            maxLength={300}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
      </div>
      <FieldError message={error} />
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-stone-700">
          {preview?.ok ? `Unitário: ${formatBRL(preview.unitPriceCents)}` : ''}
        </span>
        <Button variant="secondary" className="border border-orange-300" onClick={add}>
          Adicionar item
        </Button>
      </div>
    </fieldset>
  );
}
