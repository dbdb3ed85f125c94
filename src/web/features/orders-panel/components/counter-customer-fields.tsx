import type { DeliveryType } from '../../../../domain/orders/order-status';
import { DELIVERY_TYPE_LABELS } from '../../../../domain/orders/order-status';
import { fieldClasses, Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { CounterOrderInput } from '../api/create-counter-order';
import type { PanelRestaurant } from '../api/get-restaurant';
import { PAYMENT_LABELS } from './order-labels';

export type CustomerDraft = Omit<CounterOrderInput, 'items'>;

const TYPES: { type: DeliveryType; accepts: keyof PanelRestaurant }[] = [
  { type: 'pickup', accepts: 'acceptsPickup' },
  { type: 'delivery', accepts: 'acceptsDelivery' },
  { type: 'table', accepts: 'acceptsTable' },
];

const PAYMENTS = [
  { method: 'cash', accepts: 'acceptsCash' },
  { method: 'card', accepts: 'acceptsCard' },
  { method: 'pix', accepts: 'acceptsPix' },
] as const;

interface FieldsProps {
  draft: CustomerDraft;
  restaurant: PanelRestaurant | undefined;
  onChange: (draft: CustomerDraft) => void;
}

/** Who ordered, how it leaves the kitchen, and how it is paid. */
export function CounterCustomerFields({ draft, restaurant, onChange }: FieldsProps) {
  const set = (patch: Partial<CustomerDraft>) => onChange({ ...draft, ...patch });
  const types = TYPES.filter(({ accepts }) => restaurant?.[accepts] !== false);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="counter-name">Nome do cliente</Label>
        <Input
          id="counter-name"
          value={draft.customerName}
          onChange={(e) => set({ customerName: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="counter-phone">Telefone</Label>
        <Input
          id="counter-phone"
          type="tel"
          inputMode="tel"
          placeholder="(11) 99999-8888"
          value={draft.customerPhone}
          onChange={(e) => set({ customerPhone: e.target.value })}
        />
      </div>
      <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
        <legend className="text-sm font-medium text-stone-900">Tipo do pedido</legend>
        <div className="flex flex-wrap gap-4">
          {types.map(({ type }) => (
            <label key={type} className="flex items-center gap-2 text-stone-900">
              <input
                type="radio"
                name="counter-type"
                checked={draft.deliveryType === type}
                onChange={() => set({ deliveryType: type })}
              />
              {DELIVERY_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.deliveryType === 'delivery' && (
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="counter-address">Endereço de entrega</Label>
          <Input
            id="counter-address"
            value={draft.deliveryAddress ?? ''}
            onChange={(e) => set({ deliveryAddress: e.target.value })}
          />
        </div>
      )}
      {draft.deliveryType === 'table' && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="counter-table">Número da mesa</Label>
          <Input
            id="counter-table"
            inputMode="numeric"
            value={draft.tableNumber ?? ''}
            onChange={(e) => set({ tableNumber: e.target.value })}
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="counter-payment">Pagamento</Label>
        <select
          id="counter-payment"
          className={fieldClasses}
          value={draft.paymentMethod ?? ''}
          onChange={(e) =>
            set({ paymentMethod: (e.target.value || undefined) as CustomerDraft['paymentMethod'] })
          }
        >
          <option value="">Não informado</option>
          {PAYMENTS.filter(({ accepts }) => restaurant?.[accepts] !== false).map(({ method }) => (
            <option key={method} value={method}>
              {PAYMENT_LABELS[method]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="counter-notes">Observações</Label>
        <Textarea
          id="counter-notes"
          value={draft.notes ?? ''}
          onChange={(e) => set({ notes: e.target.value })}
        />
      </div>
    </div>
  );
}
