import { useState } from 'react';
import { type AddToCartInput, MAX_LINE_QUANTITY } from '../../../../domain/cart/cart';
import { previewUnitCents, priceMenuItem } from '../../../../domain/cart/item-pricing';
import { formatBRL } from '../../../../domain/format/format';
import type { HalfAndHalfPricing } from '../../../../domain/menu/menu';
import { lightButton, lightField } from '../../../components/ui/light-classes';
import { Minus, Plus } from '../../../components/ui/light-icons';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/use-toast';
import { brl, cartActions } from '../../cart';
import type { MenuItem } from '../types';
import { OptionGroupField } from './option-group-field';

interface AddItemDialogProps {
  item: MenuItem | null;
  halfAndHalf: HalfAndHalfPricing;
  onClose(): void;
  /**
   * Where the chosen item goes instead of the diner's cart (the waiter's draft, decision 0044), and
   * the button's words there; absent: the cart, 'Adicionar ao Carrinho'.
   */
  onAdd?(input: AddToCartInput): void;
  addLabel?: string;
}

export function AddItemDialog({ item, halfAndHalf, onClose, onAdd, addLabel }: AddItemDialogProps) {
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.name ?? ''}
      description={item ? `${brl(item.price)}${item.description ? ` · ${item.description}` : ''}` : undefined}
    >
      {item && (
        <AddItemForm
          item={item}
          halfAndHalf={halfAndHalf}
          onDone={onClose}
          onAdd={onAdd}
          addLabel={addLabel}
        />
      )}
    </Modal>
  );
}

/** Quantity, the item's option groups with their rules, notes and a live subtotal. */
function AddItemForm({
  item,
  halfAndHalf,
  onDone,
  onAdd,
  addLabel = 'Adicionar ao Carrinho',
}: {
  item: MenuItem;
  halfAndHalf: HalfAndHalfPricing;
  onDone(): void;
  onAdd?(input: AddToCartInput): void;
  addLabel?: string;
}) {
  const groups = item.optionGroups ?? [];
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  const [choices, setChoices] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<{ groupId: string | null; message: string } | null>(null);
  const selected = groups.flatMap((group) => choices[group.id] ?? []);
  const subtotal = previewUnitCents(item, selected, halfAndHalf) * quantity;

  const add = () => {
    const pricing = priceMenuItem(item, selected, halfAndHalf);
    if (!pricing.ok) {
      const group = groups.find((candidate) => pricing.error.includes(`"${candidate.name}"`)) ?? null;
      setError({ groupId: group?.id ?? null, message: pricing.error });
      if (group) document.getElementById(`group-${group.id}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    const { id, restaurantId, name, price, imageUrl, loyaltyPoints } = item;
    const line = {
      menuItem: { id, restaurantId, name, price, imageUrl, loyaltyPoints },
      quantity,
      notes,
      options: pricing.options,
      unitPrice: pricing.unitPrice,
    };
    if (onAdd) onAdd(line);
    else {
      cartActions.add(line);
      toast({ title: 'Adicionado ao carrinho', description: `${quantity}x ${name}` });
    }
    onDone();
  };

  return (
    <>
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
        {groups.map((group) => (
          <OptionGroupField
            key={group.id}
            group={group}
            selected={choices[group.id] ?? []}
            onChange={(next) => {
              setChoices((current) => ({ ...current, [group.id]: next }));
              setError(null);
            }}
            error={error?.groupId === group.id ? error.message : undefined}
          />
        ))}
        {error && error.groupId === null && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error.message}
          </p>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="add-item-notes" className="text-sm font-medium text-stone-900">
            Observações (opcional)
          </label>
          <textarea
            id="add-item-notes"
            className={`${lightField} min-h-20`}
            maxLength={300}
            placeholder="Ex.: sem cebola, ponto da carne..."
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <div className="flex items-center justify-between">
          <span className="text-sm font-medium text-stone-900">Quantidade</span>
          <div className="flex items-center gap-3">
            <button
              type="button"
              className={lightButton.icon}
              aria-label="Diminuir quantidade"
              disabled={quantity <= 1}
              onClick={() => setQuantity((value) => Math.max(1, value - 1))}
            >
              <Minus aria-hidden="true" />
            </button>
            <output aria-live="polite" className="w-8 text-center text-lg font-bold">
              <span className="sr-only">Quantidade: </span>
              {quantity}
            </output>
            <button
              type="button"
              className={lightButton.icon}
              aria-label="Aumentar quantidade"
              disabled={quantity >= MAX_LINE_QUANTITY}
              onClick={() => setQuantity((value) => Math.min(MAX_LINE_QUANTITY, value + 1))}
            >
              <Plus aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-2 border-t border-stone-200 px-5 py-4">
        <p className="flex justify-between font-bold text-stone-900">
          <span>Subtotal</span>
          <span>{formatBRL(subtotal)}</span>
        </p>
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <button type="button" className={lightButton.outline} onClick={onDone}>
            Cancelar
          </button>
          <button type="button" className={lightButton.primary} onClick={add}>
            {addLabel}
          </button>
        </div>
      </div>
    </>
  );
}
