import { formatBRL, formatPhone } from '../../../../domain/format/format';
import { formatPoints } from '../../../../domain/format/points';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { TIER_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { parseCents } from '../../../../domain/money/money';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { CustomerBonus } from './customer-bonus';
import { CustomerDevices } from './customer-devices';
import { CustomerLedger } from './customer-ledger';
import { CustomerPrivacy } from './customer-privacy';
import { CustomerProfile } from './customer-profile';
import { CustomerRedeem } from './customer-redeem';

interface CustomerDialogProps {
  restaurantId: string;
  customer: LoyaltyCustomerView;
  onClose: () => void;
}

/** One customer: balance, tier, profile, bonus, reward redemption, ledger history and the LGPD actions. */
export function CustomerDialog({ restaurantId, customer, onClose }: CustomerDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{customer.customerName || 'Cliente sem nome'}</DialogTitle>
          <DialogDescription>
            {formatPhone(customer.customerPhone)} · Nível{' '}
            {TIER_LABELS[customer.currentTier] ?? customer.currentTier}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-3 gap-3 text-center">
          <div className="rounded-xl bg-orange-50 p-3">
            <dt className="text-xs text-stone-700">Saldo</dt>
            <dd className="text-xl font-bold text-stone-900">{formatPoints(customer.points)}</dd>
          </div>
          <div className="rounded-xl bg-stone-50 p-3">
            <dt className="text-xs text-stone-700">Pedidos</dt>
            <dd className="text-xl font-bold text-stone-900">{customer.totalOrders}</dd>
          </div>
          <div className="rounded-xl bg-stone-50 p-3">
            <dt className="text-xs text-stone-700">Total gasto</dt>
            <dd className="text-xl font-bold text-stone-900">
              {formatBRL(parseCents(customer.totalSpent) ?? 0)}
            </dd>
          </div>
        </dl>
        <CustomerProfile restaurantId={restaurantId} customer={customer} />
        <CustomerBonus restaurantId={restaurantId} customerId={customer.id} />
        <CustomerRedeem restaurantId={restaurantId} customer={customer} />
        <CustomerLedger restaurantId={restaurantId} customerId={customer.id} />
        <CustomerDevices restaurantId={restaurantId} customerId={customer.id} />
        <CustomerPrivacy restaurantId={restaurantId} phone={customer.customerPhone} onErased={onClose} />
      </DialogContent>
    </Dialog>
  );
}
