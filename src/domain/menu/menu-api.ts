/**
 * The shapes the menu and restaurant APIs return (money as decimal strings, times as "HH:MM"), shared
 * by the server that builds them and the web app that reads them, with the conversions the cart
 * needs to call the domain's pricing, opening-hours and delivery rules.
 */
import type { EarningRule } from '../loyalty/loyalty-rules';
import { parseCents } from '../money/money';
import type { DeliveryZone } from './delivery-zones';
import type { DeliveryZoneKind, HalfAndHalfPricing, OptionGroupKind } from './menu';
import { type OpeningPeriod, timeToMinutes } from './opening-hours';
import type { PricedGroup } from './pricing';

export interface OptionView {
  id: string;
  name: string;
  /** Price added, e.g. "5.00". */
  price: string;
  isSoldOut: boolean;
}

export interface OptionGroupView {
  id: string;
  name: string;
  kind: OptionGroupKind;
  isRequired: boolean;
  minChoices: number;
  maxChoices: number;
  options: OptionView[];
}

export interface MenuItemView {
  id: string;
  restaurantId: string;
  name: string;
  description: string | null;
  price: string;
  category: string | null;
  categoryId: string | null;
  imageUrl: string | null;
  isActive: boolean;
  /** 'Esgotado': switched by the owner, or stock-controlled with nothing left. */
  isSoldOut: boolean;
  loyaltyPoints: number;
  hasInventoryControl: boolean;
  stockUnit: string;
  position: number;
  createdAt: string;
  optionGroups: OptionGroupView[];
}

/** What the restaurant's own owner sees in addition. */
export interface OwnerMenuItemView extends MenuItemView {
  costPrice: string;
  stockQuantity: number;
  minStockAlert: number;
  /** The owner's 'Esgotado' switch alone (isSoldOut also reflects stock). */
  soldOutSwitch: boolean;
}

export interface CategoryView {
  id: string;
  name: string;
  position: number;
}

/** An option group in the owner's library, with the items that offer it. */
export interface OwnerOptionGroupView extends OptionGroupView {
  itemIds: string[];
}

export interface OpeningHoursView {
  weekday: number;
  opensAt: string;
  closesAt: string;
}

export interface DeliveryZoneView {
  id: string;
  name: string;
  kind: DeliveryZoneKind;
  radiusKm: number | null;
  neighborhoods: string[];
  fee: string;
  minOrder: string;
}

export interface OwnerDeliveryZoneView extends DeliveryZoneView {
  isActive: boolean;
}

export interface OrderSettingsView {
  acceptsPickup: boolean;
  acceptsDelivery: boolean;
  acceptsTable: boolean;
  acceptsCash: boolean;
  acceptsCard: boolean;
  acceptsPix: boolean;
  tableCount: number;
  halfAndHalfPricing: HalfAndHalfPricing;
  /** The table service (decision 0042); optional, added after section 7. */
  tableOrdersViaWhatsapp?: boolean;
  tableAsksName?: boolean;
  tableOpenedByWaiter?: boolean;
  tableCodeRequired?: boolean;
}

export interface PublicRestaurantView extends OrderSettingsView {
  id: string;
  name: string;
  description: string | null;
  whatsapp: string;
  address: string;
  city: string | null;
  state: string | null;
  /** IANA zone of its hours and tickets (decision 0014). */
  timeZone: string;
  zipCode: string | null;
  latitude: string | null;
  longitude: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  createdAt: string;
  isOpen: boolean;
  closedReason: 'closed' | 'paused' | null;
  nextOpeningAt: string | null;
  deliveryZones: DeliveryZoneView[];
  openingHours: OpeningHoursView[];
  /** Whether a coupon and loyalty points may discount the same order. */
  allowCouponWithPoints: boolean;
  /** How orders earn points (issue 20), null while the loyalty program is off. Optional: added. */
  loyaltyEarning?: EarningRule | null;
}

/** The owner's store settings ('Visual' tab). */
export interface StoreSettingsView extends OrderSettingsView {
  openingHours: OpeningHoursView[];
  ordersPausedUntil: string | null;
  deliveryZones: OwnerDeliveryZoneView[];
  /** The zone its hours are read in (decision 0014). */
  timeZone: string;
  isOpen: boolean;
  closedReason: 'closed' | 'paused' | null;
  nextOpeningAt: string | null;
}

const cents = (decimal: string) => parseCents(decimal) ?? 0;

/** An item's groups as the pricing function takes them. */
export function toPricedGroups(groups: readonly OptionGroupView[]): PricedGroup[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    kind: group.kind,
    isRequired: group.isRequired,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      priceCents: cents(option.price),
      isSoldOut: option.isSoldOut,
    })),
  }));
}

export function toOpeningPeriods(hours: readonly OpeningHoursView[]): OpeningPeriod[] {
  return hours.map((period) => ({
    weekday: period.weekday,
    opensAt: timeToMinutes(period.opensAt) ?? 0,
    closesAt: timeToMinutes(period.closesAt) ?? 0,
  }));
}

export function toDeliveryZones(zones: readonly DeliveryZoneView[]): DeliveryZone[] {
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    kind: zone.kind,
    radiusKm: zone.radiusKm,
    neighborhoods: zone.neighborhoods,
    feeCents: cents(zone.fee),
    minOrderCents: cents(zone.minOrder),
    isActive: 'isActive' in zone ? Boolean((zone as OwnerDeliveryZoneView).isActive) : true,
  }));
}
