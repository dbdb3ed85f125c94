/**
 * 'Fidelidade e cupom' on a table's bill (decision 0046): the diner's phone (she earns the bill's
 * points when it closes), her coupon and her points. Points need the proof of the phone: the
 * restaurant's WhatsApp sends her a code and she reads it out. The server checks everything; this
 * panel only asks. The closing screen (components/bill-closing/) may mount it as it is.
 */
import { type ReactNode, useId, useState } from 'react';
import { formatBRL, maskPhoneTyping } from '../../../../../domain/format/format';
import { parseCents } from '../../../../../domain/money/money';
import type { Capability } from '../../../../../domain/staff/capabilities';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { serverMessage } from '../../../../lib/api-client';
import { type BillView, useTableAction } from '../../api';
import { closingOf, isOpenBill } from './closing-extras';

const money = (value: string) => formatBRL(parseCents(value) ?? 0);
const field = 'h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900';

/** What the bill has applied (the phone, a coupon, points), with the link that undoes it. */
function AppliedRow({
  children,
  action,
}: {
  children: ReactNode;
  action: { label: string; run(): void } | null;
}) {
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-800">
      <span>{children}</span>
      {action && (
        <Button variant="link" size="sm" className="h-auto px-0" onClick={action.run}>
          {action.label}
        </Button>
      )}
    </p>
  );
}

export interface BillLoyaltyPanelProps {
  restaurantId: string;
  bill: BillView;
  can(capability: Capability): boolean;
}

export function BillLoyaltyPanel({ restaurantId, bill, can }: BillLoyaltyPanelProps) {
  const closing = closingOf(bill);
  const action = useTableAction(restaurantId);
  const id = useId();
  const [phone, setPhone] = useState('');
  const [coupon, setCoupon] = useState('');
  const [points, setPoints] = useState('');
  const [code, setCode] = useState('');
  const [codeNote, setCodeNote] = useState<string | null>(null);
  if (!closing) return null;
  const { loyalty } = closing;
  const open = isOpenBill(bill);
  const editable = open && can('bills.close');
  if (!editable && !loyalty.phone && !loyalty.coupon && !loyalty.points) return null;
  const path = (tail: string) => `/bills/${bill.id}${tail}`;
  const run = (
    tail: string,
    body?: unknown,
    method: 'post' | 'put' | 'delete' = 'post',
    after?: () => void,
  ) => action.mutate({ path: path(tail), body, method }, { onSuccess: after });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3"
    >
      <h3 id={`${id}-title`} className="font-semibold text-stone-900">
        Fidelidade e cupom
      </h3>
      {loyalty.phone ? (
        <AppliedRow
          action={
            editable && !loyalty.coupon && !loyalty.points
              ? { label: 'Trocar telefone', run: () => run('/loyalty-phone', { phone: null }, 'put') }
              : null
          }
        >
          Cliente: <strong>{loyalty.phone}</strong> (ganha os pontos ao fechar a conta)
        </AppliedRow>
      ) : (
        editable && (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              run('/loyalty-phone', { phone }, 'put', () => setPhone(''));
            }}
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={`${id}-phone`} className="text-sm font-medium text-stone-800">
                Telefone do cliente
              </label>
              <input
                id={`${id}-phone`}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                maxLength={20}
                placeholder="(11) 99999-8888"
                className={field}
                value={phone}
                onChange={(event) => setPhone(maskPhoneTyping(event.target.value))}
              />
              <span className="text-xs text-stone-600">
                Ganha os pontos da conta ao fechar; é o telefone do cupom e dos pontos.
              </span>
            </div>
            <Button type="submit" variant="outline" disabled={!phone || action.isPending}>
              Salvar telefone
            </Button>
          </form>
        )
      )}

      {loyalty.coupon ? (
        <AppliedRow
          action={
            editable ? { label: 'Retirar cupom', run: () => run('/coupon', undefined, 'delete') } : null
          }
        >
          Cupom <strong>{loyalty.coupon.code}</strong>: −{money(loyalty.coupon.amount)}
          {loyalty.coupon.name ? ` · aplicado por ${loyalty.coupon.name}` : ''}
        </AppliedRow>
      ) : (
        editable &&
        loyalty.phone && (
          <form
            className="flex flex-col gap-2 sm:flex-row"
            onSubmit={(event) => {
              event.preventDefault();
              run('/coupon', { code: coupon }, 'post', () => setCoupon(''));
            }}
          >
            <Input
              aria-label="Código do cupom"
              placeholder="Código do cupom"
              className="w-full min-w-0 uppercase sm:flex-1"
              value={coupon}
              maxLength={30}
              onChange={(event) => setCoupon(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={!coupon.trim() || action.isPending}>
              Aplicar cupom
            </Button>
          </form>
        )
      )}

      {loyalty.points ? (
        <AppliedRow
          action={
            editable ? { label: 'Devolver pontos', run: () => run('/points', undefined, 'delete') } : null
          }
        >
          {loyalty.points.points} pontos: −{money(loyalty.points.amount)}
          {loyalty.points.name ? ` · por ${loyalty.points.name}` : ''}
        </AppliedRow>
      ) : (
        editable &&
        loyalty.phone && (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              run('/points', { points: Number(points), code }, 'post', () => {
                setPoints('');
                setCode('');
                setCodeNote(null);
              });
            }}
          >
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                aria-label="Pontos a usar"
                placeholder="Pontos"
                inputMode="numeric"
                className="w-full sm:w-28"
                value={points}
                onChange={(event) => setPoints(event.target.value.replace(/\D/g, '').slice(0, 7))}
              />
              <Button
                type="button"
                variant="outline"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate(
                    { path: path('/phone-proof-code') },
                    {
                      onSuccess: (answer) =>
                        setCodeNote(
                          (answer as { delivered: boolean }).delivered
                            ? 'Código enviado pelo WhatsApp. Peça ao cliente os 6 números.'
                            : 'Não foi possível enviar o código pelo WhatsApp do restaurante: sem ele, os pontos não podem ser usados.',
                        ),
                    },
                  )
                }
              >
                Enviar código ao cliente
              </Button>
            </div>
            {codeNote && (
              <p role="status" className="text-sm text-stone-700">
                {codeNote}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                aria-label="Código recebido pelo cliente"
                placeholder="Código recebido (6 números)"
                inputMode="numeric"
                autoComplete="one-time-code"
                className="w-full min-w-0 sm:flex-1"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              />
              <Button
                type="submit"
                variant="outline"
                disabled={!points || code.length !== 6 || action.isPending}
              >
                Usar pontos
              </Button>
            </div>
          </form>
        )
      )}
      {action.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {serverMessage(action.error) ?? 'Não foi possível concluir. Tente de novo.'}
        </p>
      )}
    </section>
  );
}
