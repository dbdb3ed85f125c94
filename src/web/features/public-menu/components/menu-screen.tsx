/**
 * The public menu (section 2): the composition root of the diner's ordering journey. It draws at
 * once from the data inlined in the page, and composes the cart panel and checkout.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { cartCount, cartSubtotalCents } from '../../../../domain/cart/cart';
import { repriceCart } from '../../../../domain/cart/item-pricing';
import { isApiError } from '../../../lib/api-client';
import { CartSheet, type CartStep, cartActions, cartStore, useCartFor, useDinerPhone } from '../../cart';
import { CheckoutForm, OrderConfirmation, type SentOrder } from '../../checkout';
import { useLoyaltyBalance } from '../api/get-loyalty-balance';
import { menuQueryOptions, useMenu } from '../api/get-menu';
import { publicRestaurantQueryOptions, usePublicRestaurant } from '../api/get-public-restaurant';
import { useRewards } from '../api/get-rewards';
import { useTableFromUrl } from '../hooks/use-table-from-url';
import { initialMenuData } from '../initial-data';
import type { MenuItem, PublicRestaurant } from '../types';
import { AddItemDialog } from './add-item-dialog';
import { ClosedBanner } from './closed-banner';
import { ErrorLine } from './error-line';
import { FloatingCartButton } from './floating-cart-button';
import { MenuBanner } from './menu-banner';
import { MenuList } from './menu-list';
import { MenuNotFound } from './menu-not-found';
import { PointsBar, pointsValue } from './points-bar';
import { RestaurantInfo } from './restaurant-info';
import { RewardsSection } from './rewards-section';
import { TableBanner } from './table-banner';

// Only a menu opened from a table's QR code (?mesa=7) loads the table's part (decision 0042).
const TableService = lazy(() => import('../table/table-service'));

export function MenuScreen({ restaurantId }: { restaurantId: string }) {
  // The server already knows when the link is wrong: no request, straight to the not-found state.
  const knownMissing = initialMenuData(restaurantId)?.restaurant === null;
  const restaurant = usePublicRestaurant(restaurantId, !knownMissing);
  if (knownMissing) return <MenuNotFound />;
  if (restaurant.isPending) {
    return (
      <p role="status" className="py-16 text-center text-stone-700">
        Carregando cardápio...
      </p>
    );
  }
  if (isApiError(restaurant.error, 404) || isApiError(restaurant.error, 400)) return <MenuNotFound />;
  if (restaurant.isError)
    return <ErrorLine message="Não foi possível carregar o cardápio." onRetry={() => restaurant.refetch()} />;
  return <MenuContent restaurant={restaurant.data} />;
}

function MenuContent({ restaurant }: { restaurant: PublicRestaurant }) {
  const queryClient = useQueryClient();
  const menu = useMenu(restaurant.id);
  const rewards = useRewards(restaurant.id);
  const phone = useDinerPhone();
  const balance = useLoyaltyBalance(restaurant.id, phone);
  const cart = useCartFor(restaurant.id);
  const [adding, setAdding] = useState<MenuItem | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [step, setStep] = useState<CartStep>('cart');
  const [sent, setSent] = useState<SentOrder | null>(null);
  const halfAndHalf = restaurant.halfAndHalfPricing ?? 'highest';
  const canOrder = restaurant.isOpen !== false;
  // The entry tier's rule: the public balance is points only, and a higher tier only adds to it.
  const earning = restaurant.loyaltyEarning ?? null;
  const qrTable = useTableFromUrl(restaurant.id, restaurant.acceptsTable !== false);
  // The table the cart will send (a table QR code's ?mesa=N, or one typed at checkout), never another
  // restaurant's.
  const table =
    cart.restaurantId === restaurant.id && cart.deliveryType === 'table' ? cart.tableNumber?.trim() : '';

  const openCart = () => {
    setStep('cart');
    setCartOpen(true);
  };
  /** After a 409: fresh restaurant and menu, and the cart repriced from them. */
  const refresh = async () => {
    const [, items] = await Promise.all([
      queryClient.fetchQuery({ ...publicRestaurantQueryOptions(restaurant.id), staleTime: 0 }),
      queryClient.fetchQuery({ ...menuQueryOptions(restaurant.id), staleTime: 0 }),
    ]);
    cartActions.replace(repriceCart(cartStore.get(), items, halfAndHalf).cart);
  };

  if (sent) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
        <OrderConfirmation sent={sent} onBack={() => setSent(null)} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 pb-28">
      <MenuBanner
        name={restaurant.name}
        bannerUrl={restaurant.bannerUrl}
        cartCount={cartCount(cart)}
        onOpenCart={openCart}
      />
      <RestaurantInfo restaurant={restaurant} />
      {table && qrTable === table ? (
        <Suspense fallback={<TableBanner table={table} />}>
          <TableService restaurantId={restaurant.id} label={table} />
        </Suspense>
      ) : (
        table && <TableBanner table={table} />
      )}
      {!canOrder && <ClosedBanner restaurant={restaurant} />}
      <PointsBar phone={phone} balance={balance.data} />
      {menu.isPending ? (
        <p role="status" className="py-8 text-center text-stone-700">
          Carregando cardápio...
        </p>
      ) : menu.isError ? (
        <ErrorLine message="Não foi possível carregar o cardápio." onRetry={() => menu.refetch()} />
      ) : (
        <MenuList items={menu.data} earning={earning} canOrder={canOrder} onAdd={setAdding} />
      )}
      <RewardsSection rewards={rewards.data ?? []} points={pointsValue(balance.data).points} />
      <FloatingCartButton count={cartCount(cart)} totalCents={cartSubtotalCents(cart)} onOpen={openCart} />
      <AddItemDialog item={adding} halfAndHalf={halfAndHalf} onClose={() => setAdding(null)} />
      <CartSheet
        restaurantId={restaurant.id}
        open={cartOpen}
        onOpenChange={setCartOpen}
        step={step}
        onStepChange={setStep}
        checkout={
          <CheckoutForm
            restaurant={{ ...restaurant, loyaltyEarning: earning }}
            onBack={() => setStep('cart')}
            onStale={refresh}
            onSent={(order) => {
              // The next order from this table goes to it again.
              if (qrTable) cartActions.startAt(restaurant.id, qrTable);
              setCartOpen(false);
              setStep('cart');
              setSent(order);
              window.scrollTo({ top: 0 });
            }}
          />
        }
      />
    </div>
  );
}
