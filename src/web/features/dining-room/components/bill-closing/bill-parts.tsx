/**
 * The bill's parts as the server split them, each with its amount and what is left of it; a paid
 * part is marked 'Paga' with how and by whom it was paid. Who may take payments (`bills.close`) gets
 * 'Receber' on each part still owing.
 */
import { useState } from 'react';
import { SPLIT_METHOD_LABELS } from '../../../../../domain/bills';
import { Button } from '../../../../components/ui/button';
import type { BillClosingPayment, BillView } from '../../api';
import { byWhom, cents, methodLabel, money } from './format';
import { PartPayment } from './part-payment';

function paymentText(payment: BillClosingPayment): string {
  const change =
    cents(payment.change) > 0 ? ` (recebido ${money(payment.received)}, troco ${money(payment.change)})` : '';
  return `${methodLabel(payment.method)} ${money(payment.amount)}${change} · ${byWhom(payment)}`;
}

interface BillPartsProps {
  restaurantId: string;
  bill: BillView;
  canPay: boolean;
  /** 'CPF na nota?' as typed, sent with each payment ('' for none). */
  cpf?: string;
}

export function BillParts({ restaurantId, bill, canPay, cpf = '' }: BillPartsProps) {
  const closing = bill.closing!;
  const [paying, setPaying] = useState<string | null>(null);
  const open = bill.status !== 'fechada' && bill.status !== 'cancelada';
  const { parts } = closing.split;

  return (
    <section aria-label="Partes da conta" className="flex min-w-0 flex-col gap-2">
      <h3 className="text-lg font-semibold text-stone-900">
        {parts.length > 1
          ? `Conta dividida em ${parts.length} partes (${SPLIT_METHOD_LABELS[closing.split.method].toLowerCase()})`
          : 'Pagamento'}
      </h3>
      {closing.split.note && <p className="text-sm text-stone-700">{closing.split.note}</p>}
      <ul className="flex flex-col gap-2">
        {parts.map((part) => {
          const payments = closing.payments.filter((payment) => payment.partId === part.id);
          return (
            <li
              key={part.id}
              aria-label={part.label}
              className={`rounded-lg border p-3 ${part.isPaid ? 'border-green-600 bg-green-50' : 'border-stone-200 bg-white'}`}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-stone-900">{part.label}</span>
                <span className="text-lg font-bold text-stone-900">{money(part.amount)}</span>
              </p>
              {part.items && part.items.length > 0 && (
                <ul className="mt-1 text-sm text-stone-700">
                  {part.items.map((item) => (
                    <li key={item.lineId}>
                      {item.quantity}x {item.name}
                      {item.sharedBy > 1 ? ` (dividido por ${item.sharedBy})` : ''}
                    </li>
                  ))}
                </ul>
              )}
              {part.isPaid ? (
                <p className="mt-1 font-semibold text-green-900">
                  <span className="mr-2 rounded-full bg-green-700 px-2 py-0.5 text-xs font-bold text-white uppercase">
                    Paga
                  </span>
                </p>
              ) : (
                <p className="mt-1 text-sm font-medium text-orange-900">
                  {cents(part.paid) > 0
                    ? `Pago ${money(part.paid)} · falta ${money(part.due)}`
                    : `Falta ${money(part.due)}`}
                </p>
              )}
              {payments.length > 0 && (
                <ul className="mt-1 text-sm text-stone-800">
                  {payments.map((payment) => (
                    <li key={payment.id}>{paymentText(payment)}</li>
                  ))}
                </ul>
              )}
              {open &&
                canPay &&
                !part.isPaid &&
                (paying === part.id ? (
                  <PartPayment
                    // A new form (method and amount from what is still due) after each payment.
                    key={part.paid}
                    restaurantId={restaurantId}
                    billId={bill.id}
                    part={part}
                    cpf={cpf}
                    onCancel={() => setPaying(null)}
                  />
                ) : (
                  <Button className="mt-2" size="sm" onClick={() => setPaying(part.id)}>
                    Receber {part.label}
                  </Button>
                ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
