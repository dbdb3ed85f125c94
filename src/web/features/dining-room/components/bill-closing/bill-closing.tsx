/**
 * 'Fechar conta' (issue 33, decision 0044): the screen a cashier closes a table with. On the left the
 * bill's money (items and who ordered them, subtotal, service charge, couvert, discount, total, what is
 * left to pay) with 'Fidelidade e cupom'; on the right the split and the parts, each paid with one
 * method or several, 'PIX no celular do cliente' (decision 0046) and 'Imprimir conta'. Every figure is the server's (the bill's `closing` block, decision 0043); each
 * action answers the bill as it is after it. When the last part is paid the server closes the bill:
 * 'Conta fechada', and the table is free on the map. With NFC-e (issue 35, bill-fiscal.tsx): 'CPF na
 * nota?' sent with the payments, and the closed bill's note with 'Imprimir DANFE'. What the acting
 * role may not do is not shown.
 */
import { useState } from 'react';
import type { Capability } from '../../../../../domain/staff/capabilities';
import { Button } from '../../../../components/ui/button';
import { serverMessage } from '../../../../lib/api-client';
import { SaleNote } from '../../../fiscal-receipts/components/sale-note';
import { type BillView, useBillClosingAction } from '../../api';
import { BillLoyaltyPanel, BillPixPanel } from '../bill-loyalty';
import { BillCpfField, useFiscalIssueMode } from './bill-fiscal';
import { BillMoney } from './bill-money';
import { BillParts } from './bill-parts';
import { BillSplitForm } from './bill-split-form';
import { byWhom, cents } from './format';
import { PrintPreBill } from './print-pre-bill';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

interface BillClosingProps {
  restaurantId: string;
  bill: BillView;
  can(capability: Capability): boolean;
}

export function BillClosing({ restaurantId, bill, can }: BillClosingProps) {
  const [splitting, setSplitting] = useState(false);
  const [cpf, setCpf] = useState('');
  const undo = useBillClosingAction(restaurantId, bill.id);
  const issueMode = useFiscalIssueMode(restaurantId, can);
  const closing = bill.closing;
  if (!closing) return <p className="text-stone-700">Carregando o fechamento…</p>;
  const open = bill.status === 'aberta' || bill.status === 'conta_pedida' || bill.status === 'fechando';
  const closed = bill.status === 'fechada';
  const anyPaid = closing.split.parts.some((part) => cents(part.paid) > 0);
  const canSplit = open && can('bills.split') && cents(closing.total) > 0;

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <BillMoney restaurantId={restaurantId} bill={bill} open={open} can={can} />
        <BillLoyaltyPanel restaurantId={restaurantId} bill={bill} can={can} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        {closed && (
          <div role="status" className="rounded-xl border-2 border-green-700 bg-green-50 p-4 text-green-900">
            <p className="text-xl font-bold">Conta fechada</p>
            <p>
              {bill.table.title} está livre
              {bill.closedAt ? `. Fechada às ${time(bill.closedAt)}` : ''}
              {bill.closedBy ? ` ${byWhom(bill.closedBy)}` : ''}.
            </p>
          </div>
        )}
        {canSplit &&
          (splitting ? (
            <BillSplitForm restaurantId={restaurantId} bill={bill} onDone={() => setSplitting(false)} />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setSplitting(true)}>
                {closing.split.parts.length > 1 ? 'Dividir de novo' : 'Dividir conta'}
              </Button>
              {closing.split.parts.length > 1 && !anyPaid && (
                <Button
                  variant="ghost"
                  disabled={undo.isPending}
                  onClick={() => undo.mutate({ path: '/split', body: { method: 'whole' } })}
                >
                  Desfazer divisão
                </Button>
              )}
            </div>
          ))}
        {undo.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
            {serverMessage(undo.error) ?? 'Não foi possível desfazer a divisão. Tente de novo.'}
          </p>
        )}
        {issueMode && open && can('bills.close') && <BillCpfField value={cpf} onChange={setCpf} />}
        <BillParts
          restaurantId={restaurantId}
          bill={bill}
          canPay={can('bills.close')}
          cpf={issueMode ? cpf : ''}
        />
        {issueMode && closed && (
          <SaleNote restaurantId={restaurantId} sale={{ billId: bill.id }} issueMode={issueMode} />
        )}
        <BillPixPanel restaurantId={restaurantId} bill={bill} can={can} />
        <PrintPreBill restaurantId={restaurantId} billId={bill.id} />
      </div>
    </div>
  );
}
