/**
 * The setup checklist's steps, each decided from the restaurant's own data in one round of counts:
 * items with photos, opening hours, active delivery zones (or no delivery), a PIX key it accepts,
 * tables (or no table orders), any order, and the link shared from the checklist.
 */
import { and, count, countDistinct, eq } from 'drizzle-orm';
import {
  ONBOARDING_STEP_KEYS,
  type OnboardingStepKey,
  type OnboardingView,
} from '../../../domain/onboarding/onboarding';
import type { Db } from '../../db/client';
import { deliveryZones, menuItems, openingHours, orders, restaurants } from '../../db/schema';
import { notFound } from '../../lib/http-error';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

export function createOnboardingService(db: Db) {
  async function view(restaurantId: string): Promise<OnboardingView> {
    const [[restaurant], [items], [hours], [zones], [placed]] = await Promise.all([
      db
        .select({
          acceptsDelivery: restaurants.acceptsDelivery,
          acceptsTable: restaurants.acceptsTable,
          acceptsPix: restaurants.acceptsPix,
          pixKey: restaurants.pixKey,
          tableCount: restaurants.tableCount,
          sharedAt: restaurants.onboardingSharedAt,
          hiddenAt: restaurants.onboardingHiddenAt,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId)),
      db
        .select({ total: count(), withPhoto: count(menuItems.imageUrl) })
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.isActive, true))),
      db
        .select({ total: countDistinct(openingHours.weekday) })
        .from(openingHours)
        .where(eq(openingHours.restaurantId, restaurantId)),
      db
        .select({ total: count() })
        .from(deliveryZones)
        .where(and(eq(deliveryZones.restaurantId, restaurantId), eq(deliveryZones.isActive, true))),
      db.select({ total: count() }).from(orders).where(eq(orders.restaurantId, restaurantId)),
    ]);
    if (!restaurant) throw notFound('Restaurante não encontrado');
    const itemCount = items?.total ?? 0;
    const photos = items?.withPhoto ?? 0;
    const zoneCount = zones?.total ?? 0;
    const steps: Record<OnboardingStepKey, { done: boolean; detail: string | null }> = {
      menu: {
        done: photos > 0,
        detail:
          itemCount > 0
            ? `${plural(itemCount, 'item', 'itens')}, ${photos.toLocaleString('pt-BR')} com foto`
            : null,
      },
      hours: {
        done: (hours?.total ?? 0) > 0,
        detail:
          (hours?.total ?? 0) > 0 ? `${plural(hours!.total, 'dia', 'dias')} da semana com horário` : null,
      },
      delivery: {
        done: !restaurant.acceptsDelivery || zoneCount > 0,
        detail: !restaurant.acceptsDelivery
          ? 'Sem entrega: só retirada e mesa'
          : zoneCount > 0
            ? plural(zoneCount, 'zona', 'zonas')
            : null,
      },
      pix: {
        done: Boolean(restaurant.pixKey) && restaurant.acceptsPix,
        detail: !restaurant.pixKey
          ? null
          : restaurant.acceptsPix
            ? 'PIX aceito nos pedidos'
            : 'Chave cadastrada: ative o PIX nas formas de pagamento',
      },
      tables: {
        done: !restaurant.acceptsTable || restaurant.tableCount > 0,
        detail:
          restaurant.tableCount > 0
            ? plural(restaurant.tableCount, 'mesa', 'mesas')
            : restaurant.acceptsTable
              ? null
              : 'Sem pedidos na mesa',
      },
      'test-order': {
        done: (placed?.total ?? 0) > 0,
        detail: (placed?.total ?? 0) > 0 ? plural(placed!.total, 'pedido', 'pedidos') : null,
      },
      share: {
        done: restaurant.sharedAt !== null,
        detail: restaurant.sharedAt ? 'Link compartilhado' : null,
      },
    };
    const list = ONBOARDING_STEP_KEYS.map((key) => ({ key, ...steps[key] }));
    return { steps: list, complete: list.every((step) => step.done), hidden: restaurant.hiddenAt !== null };
  }

  return {
    view,

    /** The owner copied or shared the menu link from the checklist. */
    async markShared(restaurantId: string, now = new Date()) {
      await db.update(restaurants).set({ onboardingSharedAt: now }).where(eq(restaurants.id, restaurantId));
      return view(restaurantId);
    },

    async setHidden(restaurantId: string, hidden: boolean, now = new Date()) {
      await db
        .update(restaurants)
        .set({ onboardingHiddenAt: hidden ? now : null })
        .where(eq(restaurants.id, restaurantId));
      return view(restaurantId);
    },
  };
}
