/**
 * The bill's money as the server computed it: every item with who ordered it, the rows of the
 * pre-bill (Subtotal, discounts, 'Taxa de serviço (10%)', couvert, Total) and 'Falta pagar'. Beside
 * them, what the acting role may change: the service charge removed with a reason or charged again
 * (`bills.service-charge`), the couvert's people (`tables.manage`), a manual discount with a reason
 * (`bills.discount`). What the role cannot do is not shown.
 */
import { useId, useState } from 'react';
import type { Capability } from '../../../../../domain/staff/capabilities';
import { Button } from '../../../../components/ui/button';
import { Input, NumberInput } from '../../../../components/ui/input';
import { serverMessage } from '../../../../lib/api-client';
import { type BillView, useBillClosingAction } from '../../api';
import { whoOrdered } from '../who-ordered';
import { actorName, cents, money, typedCents } from './format';

interface BillMoneyProps {
  restaurantId: string;
  bill: BillView;
  open: boolean;
  can(capability: Capability): boolean;
}

export function BillMoney({ restaurantId, bill, open, can }: BillMoneyProps) {
  const closing = bill.closing!;
  const action = useBillClosingAction(restaurantId, bill.id);
  const id = useId();
  const [editing, setEditing] = useState<'service' | 'discount' | null>(null);
  const [reason, setReason] = useState('');
  const [discount, setDiscount] = useState('');
  const [couvertPeople, setCouvertPeople] = useState(String(closing.couvertPeople));
  const ordered = new Map(bill.orders.map((order) => [order.id, whoOrdered(order.orderedBy)]));
  const lines = closing.lines ?? [];
  const run = (path: string, body: unknown) =>
    action.mutate(
      { path, body },
      {
        onSuccess: () => {
          setEditing(null);
          setReason('');
          setDiscount('');
        },
      },
    );
  const start = (what: 'service' | 'discount') => {
    action.reset();
    setReason('');
    setDiscount('');
    setEditing(what);
  };
  const total = closing.rows.at(-1);

  return (
    <section aria-label="Valores da conta" className="flex min-w-0 flex-col gap-3">
      <h3 className="text-lg font-semibold text-stone-900">Itens</h3>
      {lines.length === 0 ? (
        <p className="text-stone-700">Nenhum item nesta conta.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200">
          {lines.map((line) => (
            <li key={line.id} className="flex items-start justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="block break-words text-stone-900">
                  {line.quantity}x {line.name}
                </span>
                {line.orderId && ordered.get(line.orderId) && (
                  <span className="block text-sm text-stone-600">{ordered.get(line.orderId)}</span>
                )}
              </span>
              <span className="shrink-0 font-medium text-stone-900">{money(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}

      <dl className="flex flex-col gap-1 text-stone-900">
        {closing.rows.slice(0, -1).map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="min-w-0 break-words">{row.label}</dt>
            <dd className={`shrink-0 ${cents(row.amount) < 0 ? 'text-green-800' : ''}`}>
              {cents(row.amount) < 0 ? `− ${money(row.amount.slice(1))}` : money(row.amount)}
            </dd>
          </div>
        ))}
        {total && (
          <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-lg font-bold">
            <dt>{total.label}</dt>
            <dd>{money(total.amount)}</dd>
          </div>
        )}
        <div
          className={`flex justify-between gap-3 text-lg font-bold ${cents(closing.due) > 0 ? 'text-orange-800' : 'text-green-800'}`}
        >
          <dt>Falta pagar</dt>
          <dd>{money(closing.due)}</dd>
        </div>
      </dl>

      {closing.serviceRemoval && (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
          Taxa de serviço retirada por {actorName(closing.serviceRemoval)}: {closing.serviceRemoval.reason}
        </p>
      )}
      {closing.manualDiscount && (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
          Desconto de {money(closing.manualDiscount.amount)} dado por {actorName(closing.manualDiscount)}:{' '}
          {closing.manualDiscount.reason}
        </p>
      )}

      {open && (
        <div className="flex flex-col gap-3">
          {can('bills.service-charge') && closing.serviceState !== 'off' && editing !== 'service' && (
            <div>
              {closing.serviceState === 'charged' ? (
                <Button variant="outline" size="sm" onClick={() => start('service')}>
                  Retirar taxa de serviço
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={action.isPending}
                  onClick={() => run('/service-charge', { remove: false })}
                >
                  Cobrar a taxa de serviço de novo
                </Button>
              )}
            </div>
          )}
          {editing === 'service' && (
            <form
              className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3"
              onSubmit={(event) => {
                event.preventDefault();
                run('/service-charge', { remove: true, reason });
              }}
            >
              <label className="text-sm font-medium text-stone-900" htmlFor={`${id}-service`}>
                Motivo para retirar a taxa de serviço
              </label>
              <Input
                id={`${id}-service`}
                placeholder="Ex.: cliente pediu para retirar"
                value={reason}
                maxLength={200}
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={action.isPending}>
                  {action.isPending ? 'Salvando…' : 'Retirar taxa'}
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(null)}>
                  Cancelar
                </Button>
              </div>
            </form>
          )}

          {can('tables.manage') && cents(closing.settings.couvert) > 0 && (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                action.reset();
                run('/couvert', { people: Number.parseInt(couvertPeople, 10) });
              }}
            >
              <label
                htmlFor={`${id}-couvert`}
                className="flex flex-col gap-1 text-sm font-medium text-stone-900"
              >
                Pessoas que pagam o couvert ({money(closing.settings.couvert)} por pessoa)
                <NumberInput
                  id={`${id}-couvert`}
                  inputMode="numeric"
                  className="w-24"
                  value={couvertPeople}
                  onChange={(event) => setCouvertPeople(event.target.value.replace(/\D/g, '').slice(0, 3))}
                />
              </label>
              <Button
                type="submit"
                variant="outline"
                size="sm"
                disabled={
                  action.isPending || couvertPeople === '' || Number(couvertPeople) === closing.couvertPeople
                }
              >
                Salvar couvert
              </Button>
            </form>
          )}

          {can('bills.discount') && editing !== 'discount' && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => start('discount')}>
                {closing.manualDiscount ? 'Trocar desconto' : 'Dar desconto'}
              </Button>
              {closing.manualDiscount && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={action.isPending}
                  onClick={() => run('/discount', { amount: '0' })}
                >
                  Tirar desconto
                </Button>
              )}
            </div>
          )}
          {editing === 'discount' && (
            <form
              className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3"
              onSubmit={(event) => {
                event.preventDefault();
                const value = typedCents(discount);
                run('/discount', { amount: value === null ? discount : (value / 100).toFixed(2), reason });
              }}
            >
              <label
                htmlFor={`${id}-discount`}
                className="flex flex-col gap-1 text-sm font-medium text-stone-900"
              >
                Valor do desconto (R$)
                <NumberInput
                  id={`${id}-discount`}
                  className="w-36"
                  placeholder="0,00"
                  value={discount}
                  onChange={(event) => setDiscount(event.target.value)}
                />
              </label>
              <label
                htmlFor={`${id}-reason`}
                className="flex flex-col gap-1 text-sm font-medium text-stone-900"
              >
                Motivo do desconto
                <Input
                  id={`${id}-reason`}
                  placeholder="Ex.: prato demorou"
                  value={reason}
                  maxLength={200}
                  onChange={(event) => setReason(event.target.value)}
                />
              </label>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={action.isPending}>
                  {action.isPending ? 'Salvando…' : 'Aplicar desconto'}
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(null)}>
                  Cancelar
                </Button>
              </div>
            </form>
          )}
          {action.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
              {serverMessage(action.error) ?? 'Não foi possível salvar. Tente de novo.'}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
