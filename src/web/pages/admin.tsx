import { Navigate, useParams } from 'react-router';
import { planStatus } from '../../domain/payments/plan-state';
import type { Capability } from '../../domain/staff/capabilities';
import { ErrorState } from '../components/ui/error-state';
import { LoadingState } from '../components/ui/spinner';
import { AdminPanel } from '../features/admin/components/admin-panel';
import { useMe } from '../features/auth/api/get-me';
import { EmailVerificationBanner } from '../features/auth/components/email-verification-banner';
import { LowStockBadge } from '../features/inventory/components/low-stock-badge';
import { LiveOrdersBar } from '../features/orders-panel/components/live-orders-bar';
import { PlanLockedPanel } from '../features/plans/components/plan-locked-panel';
import { PlanRenewalBanner } from '../features/plans/components/plan-renewal-banner';
import { RestaurantTimeZoneProvider } from '../lib/restaurant-time-zone';

/** The owner's panel; the server session decides who may see it and for which restaurant. */
export function AdminPage() {
  const { id } = useParams();
  const me = useMe();
  if (me.isPending) return <LoadingState label="Carregando painel..." />;
  if (me.isError)
    return <ErrorState message="Não foi possível abrir o painel." onRetry={() => me.refetch()} />;
  if (me.data === null) return <Navigate to="/login" replace />;
  if (me.data.id !== id) return <Navigate to={`/admin/${me.data.id}`} replace />;
  // Overdue for more than 3 days: only the plan and how to pay (the server answers 402 elsewhere).
  if (planStatus(me.data).locked) return <PlanLockedPanel restaurant={me.data} />;
  // What the acting person's role holds (decision 0040): the owner holds everything.
  const acting = me.data.acting;
  const may = (capability: Capability) => !acting || acting.capabilities.includes(capability);
  // The Cozinha sees the kitchen display and nothing else (decision 0047): its panel is the KDS.
  if (acting?.role === 'cozinha' && !acting.locked) return <Navigate to="/painel/cozinha" replace />;
  return (
    <RestaurantTimeZoneProvider timeZone={me.data.timeZone}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-6 empty:hidden">
        {may('account.manage') && (
          <EmailVerificationBanner
            restaurantId={me.data.id}
            email={me.data.email}
            emailVerified={me.data.emailVerified}
          />
        )}
        {may('plan.manage') && <PlanRenewalBanner restaurantId={me.data.id} account={me.data} />}
      </div>
      <AdminPanel
        restaurant={me.data}
        acting={acting}
        live={may('orders.view') ? <LiveOrdersBar restaurantId={me.data.id} /> : undefined}
        badges={may('stock.manage') ? { inventory: <LowStockBadge restaurantId={me.data.id} /> } : undefined}
      />
    </RestaurantTimeZoneProvider>
  );
}
