import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import type { DeliveryType } from '../../../../domain/orders/order-status';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useCreateCounterOrder } from '../api/create-counter-order';
import { useCounterMenu } from '../api/get-menu';
import { usePanelRestaurant } from '../api/get-restaurant';
import { type CounterLine, linesSubtotalCents, lineTotalCents } from '../lib/counter-cart';
import { CounterCustomerFields, type CustomerDraft } from './counter-customer-fields';
import { CounterItemPicker } from './counter-item-picker';

const emptyDraft = (deliveryType: DeliveryType): CustomerDraft => ({
  customerName: '',
  customerPhone: '',
  deliveryType,
});

/** 'Novo pedido': an order taken at the counter or by phone, from the same menu and prices. */
export function CounterOrderDialog({
  restaurantId,
  defaultType,
}: {
  restaurantId: string;
  defaultType: DeliveryType;
}) {
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<CounterLine[]>([]);
  const [draft, setDraft] = useState(() => emptyDraft(defaultType));
  const [error, setError] = useState<string>();
  const menu = useCounterMenu(restaurantId, open);
  const restaurant = usePanelRestaurant(restaurantId);
  const create = useCreateCounterOrder(restaurantId);

  const submit = () => {
    setError(undefined);
    create.mutate(
      {
        ...draft,
        items: lines.map(({ menuItemId, quantity, notes, optionIds }) => ({
          menuItemId,
          quantity,
          optionIds,
          ...(notes && { notes }),
        })),
      },
      {
        onSuccess: (order) => {
          toast({
            title: 'Pedido registrado!',
            description: `Pedido #${order.orderNumber} · Total ${formatBRL(parseCents(order.total) ?? 0)}`,
          });
          setLines([]);
          setDraft(emptyDraft(defaultType));
          setOpen(false);
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'Não foi possível registrar o pedido.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Novo pedido
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Novo pedido</DialogTitle>
          <DialogDescription>
            Pedido feito no balcão ou por telefone, com os preços do cardápio.
          </DialogDescription>
        </DialogHeader>
        {menu.isPending && <LoadingState label="Carregando cardápio..." />}
        {menu.data && (
          <CounterItemPicker
            items={menu.data}
            halfAndHalf={restaurant.data?.halfAndHalfPricing ?? 'highest'}
            onAdd={(line) => setLines((current) => [...current, line])}
          />
        )}
        {lines.length > 0 && (
          <ul aria-label="Itens do pedido" className="flex flex-col gap-2">
            {lines.map((line) => (
              <li key={line.key} className="flex items-start justify-between gap-3 text-stone-900">
                <span>
                  <strong>{line.quantity}x</strong> {line.name}
                  {line.optionNames.length > 0 && (
                    <span className="block text-sm text-stone-700">{line.optionNames.join(' · ')}</span>
                  )}
                  {line.notes && <span className="block text-sm text-amber-900">Obs.: {line.notes}</span>}
                </span>
                <span className="flex items-center gap-2">
                  {formatBRL(lineTotalCents(line))}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover ${line.name}`}
                    onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-right font-semibold text-stone-900">
          Subtotal {formatBRL(linesSubtotalCents(lines))}
          {draft.deliveryType === 'delivery' && (
            <span className="block text-sm font-normal text-stone-700">
              A taxa de entrega é calculada ao registrar.
            </span>
          )}
        </p>
        <CounterCustomerFields draft={draft} restaurant={restaurant.data} onChange={setDraft} />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={create.isPending}>
            Registrar pedido
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
