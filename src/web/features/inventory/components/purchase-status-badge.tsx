import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '../../../../domain/inventory/stock';
import { cn } from '../../../lib/cn';

const STYLES: Record<PurchaseStatus, string> = {
  pendente: 'bg-amber-100 text-amber-900',
  recebida: 'bg-green-100 text-green-800',
  cancelada: 'bg-stone-200 text-stone-800',
};

export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STYLES[status])}>
      {PURCHASE_STATUS_LABELS[status]}
    </span>
  );
}
