import { DELIVERY_TYPE_LABELS, type DeliveryType } from '../../../../domain/orders/order-status';

interface OrderTypeChoiceProps {
  types: DeliveryType[];
  value: DeliveryType;
  onChange(type: DeliveryType): void;
}

/** Pickup, delivery or table: only the types the restaurant accepts. */
export function OrderTypeChoice({ types, value, onChange }: OrderTypeChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-stone-900">Tipo do pedido</legend>
      <div className="grid grid-cols-3 gap-2">
        {types.map((type) => (
          <label
            key={type}
            className="flex h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white text-sm font-semibold text-stone-800 has-checked:border-orange-700 has-checked:bg-orange-50 has-checked:text-orange-900 has-focus-visible:outline-2 has-focus-visible:outline-orange-700"
          >
            <input
              type="radio"
              name="deliveryType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {DELIVERY_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
