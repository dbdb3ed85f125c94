import { formatBRL } from '../../../../domain/format/format';
import type { PurchaseView } from '../../../../domain/inventory/inventory-api';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { PurchaseStatusBadge } from './purchase-status-badge';

const brl = (decimal: string) => formatBRL(parseCents(decimal) ?? 0);

/** "2024-05-13" -> "13/05/2024", without a time zone shifting the day. */
const dayText = (day: string | null) => (day ? day.split('-').reverse().join('/') : 'Sem data');

interface PurchaseCardProps {
  purchase: PurchaseView;
  onReceive: () => void;
  onCancel: () => void;
  pending: boolean;
}

export function PurchaseCard({ purchase, onReceive, onCancel, pending }: PurchaseCardProps) {
  const title = `Compra de ${dayText(purchase.purchaseDate)}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold text-stone-900">{title}</h3>
          <p className="text-sm text-stone-700">
            {purchase.supplierName ?? 'Sem fornecedor'}
            {purchase.invoiceNumber && ` · NF ${purchase.invoiceNumber}`}
          </p>
        </div>
        <PurchaseStatusBadge status={purchase.status} />
      </div>
      <ul className="flex flex-col gap-1 text-sm text-stone-800">
        {purchase.items.map((line) => (
          <li key={line.id} className="flex justify-between gap-2">
            <span>
              {line.quantity} × {line.menuItemName} ({brl(line.unitPrice)})
            </span>
            <span className="tabular-nums">{brl(line.totalPrice)}</span>
          </li>
        ))}
      </ul>
      {purchase.notes && <p className="text-sm text-stone-700">{purchase.notes}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-3">
        <p className="font-semibold text-stone-900">
          Total: <span className="tabular-nums">{brl(purchase.totalAmount)}</span>
        </p>
        {purchase.status === 'pendente' && (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
              Cancelar compra
              <span className="sr-only"> {title}</span>
            </Button>
            <Button size="sm" onClick={onReceive} disabled={pending}>
              Receber
              <span className="sr-only"> {title}</span>
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
